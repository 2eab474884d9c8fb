import Foundation
internal import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program under a pseudo-terminal, as a person's terminal would: the driver types
/// into it and reads the screen back through ``TerminalScreen``, a model of the real bytes.
/// The program's accessibility tree comes over the ``AccessibilityChannel`` socket the
/// runtime finds in its environment; taps are sent there too, as ``AccessibilityRequest``s.
/// Clicks and the wheel go through the terminal, as the SGR mouse reports a terminal writes.
final class PseudoTerminalRunner: AppRunner, @unchecked Sendable {
  private let executable: String
  private let arguments: [String]
  private let environment: [String: String]
  private let size: Size
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var screen: TerminalScreen
  private var snapshot: AccessibilitySnapshot?
  private var pid: pid_t = 0
  private var running = false
  private var master: Int32 = -1
  private var socket: Int32 = -1
  private var written = 0
  /// Requests sent over the accessibility socket.
  private var requested = 0
  /// Every byte the program wrote to its terminal, for tests of the runtime itself.
  private(set) var transcript: [UInt8] = []
  private var changes = 0
  private var reader: Thread?

  /// Bytes written to the terminal as soon as the program is started, before it has drawn
  /// anything: keys a person types while a program starts. Set before `launch`; for tests of
  /// the runtime itself (XCUITest has no such thing).
  var typeAhead: [UInt8] = []

  /// How long an action waits for the app to handle it.
  static let actionTimeout: TimeInterval = 10

  init(executable: String, arguments: [String], environment: [String: String], size: Size) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.size = size
    screen = TerminalScreen(width: size.width, height: size.height)
  }

  var isRunning: Bool {
    condition.lock()
    defer { condition.unlock() }
    return running
  }

  func launch(environment launchEnvironment: [String: String], arguments launchArguments: [String])
    throws
  {
    terminate()
    // posix_openpt, unlockpt and ptsname, as glibc does them on Linux.
    // Every descriptor made here is close-on-exec, so that no other program started meanwhile
    // (another test's, say) holds on to this one's terminal or socket.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0,
      ioctl(master, numberRequest, &number) == 0
    else {
      if master >= 0 { close(master) }
      throw LaunchError(
        message: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let slavePath = "/dev/pts/\(number)"
    var window = winsize(
      ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    var pair: [Int32] = [0, 0]
    let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, socketType, 0, &pair) == 0 else {
      close(master)
      throw LaunchError(message: "cannot make a socket pair")
    }
    if pair[1] == AccessibilityChannel.inheritedDescriptor {
      // dup2 onto itself would leave it close-on-exec: move it out of the way first.
      let moved = fcntl(pair[1], F_DUPFD_CLOEXEC, AccessibilityChannel.inheritedDescriptor + 1)
      close(pair[1])
      pair[1] = moved
    }
    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm-256color"
    variables.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { variables[key] = value }
    for (key, value) in launchEnvironment { variables[key] = value }
    let channel = AccessibilityChannel.environmentEntry
    variables[channel.key] = channel.value

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // After setsid, the first terminal opened becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_adddup2(&actions, pair[1], AccessibilityChannel.inheritedDescriptor)
    // Descriptors other code left inheritable (Foundation's pipes are) stay with the driver:
    // a pipe whose write end a long-lived app holds would never reach its end.
    closeInheritedDescriptors(&actions, from: AccessibilityChannel.inheritedDescriptor + 1)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The program starts as from a shell: no signal blocked (the thread launching it, one
    // of the test pool's, blocks them all) and every signal handled the default way; so
    // Ctrl-Z, say, stops it under job control.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    let setsid: Int16 = 0x80  // POSIX_SPAWN_SETSID
    posix_spawnattr_setflags(
      &attributes, setsid | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments + launchArguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    close(pair[1])
    guard status == 0 else {
      close(master)
      close(pair[0])
      throw LaunchError(
        message: "cannot launch \(executable): \(String(cString: strerror(status)))")
    }
    condition.lock()
    self.master = master
    self.socket = pair[0]
    pid = child
    running = true
    written = 0
    requested = 0
    transcript = []
    snapshot = nil
    screen = TerminalScreen(width: size.width, height: size.height)
    written = typeAhead.count
    condition.unlock()
    writeAll(typeAhead, to: master)
    let socket = pair[0]
    let launched = child
    let thread = Thread { [weak self] in
      self?.readLoop(master: master, socket: socket, child: launched)
    }
    thread.start()
    reader = thread
    // Launched when the first frame has been drawn and described.
    _ = waitUntil(Date(timeIntervalSinceNow: Self.actionTimeout)) {
      $0.snapshot != nil || !$0.running
    }
  }

  func terminate() {
    condition.lock()
    let pid = self.pid
    let wasRunning = running
    condition.unlock()
    guard pid > 0 else { return }
    if wasRunning {
      kill(pid, SIGTERM)
      _ = waitUntil(Date(timeIntervalSinceNow: 5)) { !$0.running }
      if isRunning { kill(pid, SIGKILL) }
      _ = waitUntil(Date(timeIntervalSinceNow: 5)) { !$0.running }
    }
    condition.lock()
    self.pid = 0
    condition.unlock()
  }

  /// Reads the terminal and the accessibility socket until the program ends.
  private func readLoop(master: Int32, socket: Int32, child: pid_t) {
    var responses = AccessibilityMessageReader<AccessibilityResponse>()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var fds = [
      pollfd(fd: master, events: Int16(POLLIN), revents: 0),
      pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
    ]
    var open = 2
    while open > 0 {
      let ready = poll(&fds, 2, 200)
      if ready < 0 && errno != EINTR { break }
      if ready <= 0 {
        if !Self.isAlive(child) { break }
        continue
      }
      for index in 0..<2 where fds[index].fd >= 0 && fds[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
        if count <= 0 {
          fds[index].fd = -1
          open -= 1
          continue
        }
        condition.lock()
        if index == 0 {
          screen.feed(buffer[0..<count])
          transcript += buffer[0..<count]
        } else {
          for response in responses.feed(buffer[0..<count]) { snapshot = response.snapshot }
        }
        changes += 1
        condition.broadcast()
        condition.unlock()
      }
    }
    var status: Int32 = 0
    waitpid(child, &status, 0)
    condition.lock()
    running = false
    changes += 1
    close(master)
    close(socket)
    self.master = -1
    self.socket = -1
    condition.broadcast()
    condition.unlock()
  }

  private static func isAlive(_ child: pid_t) -> Bool {
    var status: Int32 = 0
    return waitpid(child, &status, WNOHANG) == 0
  }

  /// Waits, with the lock, until `done` holds or the deadline passes.
  private func waitUntil(_ deadline: Date, _ done: (PseudoTerminalRunner) -> Bool) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !done(self) {
      if !condition.wait(until: deadline) { return done(self) }
    }
    return true
  }

  /// The bytes written so far.
  var output: [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    return transcript
  }

  func withFrame<T>(_ body: (Frame, any FrameActions) -> T) -> T {
    condition.lock()
    let frame = Frame(
      elements: snapshot?.elements ?? [], hasTextFocus: snapshot?.hasTextFocus ?? false,
      reportsMouse: screen.isMouseReporting && screen.isSGRMouse, screen: screen.buffer,
      clipboard: screen.clipboard)
    condition.unlock()
    return body(frame, PseudoTerminalActions(runner: self))
  }

  func waitForChange(until deadline: Date) {
    condition.lock()
    let seen = changes
    condition.unlock()
    _ = waitUntil(min(deadline, Date(timeIntervalSinceNow: 0.05))) { $0.changes != seen }
  }

  /// Writes keys to the terminal and waits until the program has handled them.
  fileprivate func send(_ bytes: [UInt8]) {
    condition.lock()
    let master = self.master
    written += bytes.count
    let target = written
    condition.unlock()
    guard master >= 0 else { return }
    writeAll(bytes, to: master)
    _ = waitUntil(Date(timeIntervalSinceNow: Self.actionTimeout)) {
      !$0.running || ($0.snapshot?.inputBytes ?? 0) >= target && $0.screenIsCurrent
    }
  }

  /// Writes all of `bytes` to the terminal's master side, as far as it takes them.
  private func writeAll(_ bytes: [UInt8], to master: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = write(master, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += count
      }
    }
  }

  /// Whether the screen read back shows the last snapshot's frame: every byte the program
  /// had written when it described the frame has arrived. Called with the lock.
  private var screenIsCurrent: Bool { transcript.count >= snapshot?.outputBytes ?? 0 }

  /// Sends a request over the accessibility socket and waits for the snapshot it produces.
  fileprivate func request(_ request: AccessibilityRequest) {
    condition.lock()
    let socket = self.socket
    requested += 1
    let target = requested
    condition.unlock()
    guard socket >= 0 else { return }
    AccessibilityChannel.send(request, to: socket)
    // Answered once the app has carried it out and is idle, and the screen shows that.
    _ = waitUntil(Date(timeIntervalSinceNow: Self.actionTimeout)) {
      !$0.running || ($0.snapshot?.requestsAnswered ?? 0) >= target && $0.screenIsCurrent
    }
  }
}

private struct PseudoTerminalActions: FrameActions {
  let runner: PseudoTerminalRunner

  func activate(_ id: Int) { runner.request(.activate(element: id)) }
  func focus(_ id: Int) { runner.request(.focus(element: id)) }
  func adjust(_ id: Int, to value: String) {
    runner.request(.adjust(element: id, value: value))
  }
  func type(_ text: String) {
    var bytes: [UInt8] = []
    for character in text {
      TerminalEncoder.append(character == "\n" ? .enter : .character(character), into: &bytes)
    }
    runner.send(bytes)
  }
  func press(_ key: Key) { runner.send(TerminalEncoder.bytes(for: key)) }
  func press(_ keys: [Key]) { runner.send(keys.flatMap(TerminalEncoder.bytes(for:))) }
}

/// Adds to `actions` the closing, in the child, of every descriptor from `lowest` up: with
/// glibc's `posix_spawn_file_actions_addclosefrom_np` where it has one (2.34 and later), else
/// one by one, for the descriptors open now.
private func closeInheritedDescriptors(
  _ actions: inout posix_spawn_file_actions_t, from lowest: Int32
) {
  typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
    -> Int32
  if let symbol = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  {
    let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
    if closeFrom(&actions, lowest) == 0 { return }
  }
  let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  for descriptor in open.compactMap({ Int32($0) }) where descriptor >= lowest {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
}

/// Why an app could not be launched.
struct LaunchError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
