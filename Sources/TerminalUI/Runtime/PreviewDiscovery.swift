/// Finding the previews linked into the running program, as Xcode finds them in an app: by the
/// types `#Preview` declares (``PreviewRegistry``) and the `PreviewProvider`s named
/// `…_Previews`, read from the Swift type records of every loaded image.
extension Preview {
  /// Every `#Preview` and `PreviewProvider` in the program: the `#Preview`s by file and line,
  /// then the providers by name. Empty where the runtime does not list its type records
  /// (platforms other than Linux and the BSDs).
  @MainActor public static var registered: [Preview] {
    var declared: [Preview] = []
    var provided: [Preview] = []
    // Xcode finds a preview provider by its conformance, whatever its name; the names real
    // code gives them end in "Previews" or "Preview" (`ContentView_Previews`,
    // `CalculatorButtonPreviews`), and only those are asked whether they are one.
    for type in TypeRecords.types(named: {
      $0.contains(previewMarker) || $0.hasSuffix("Previews") || $0.hasSuffix("Preview")
    }) {
      if let registry = type as? any PreviewRegistry.Type {
        var preview = registry.makePreview()
        preview.source = (registry.fileID, registry.line)
        declared.append(preview)
      } else if let provider = type as? any PreviewProvider.Type {
        provided.append(Preview(provider))
      }
    }
    declared.sort {
      ($0.source?.fileID ?? "", $0.source?.line ?? 0) < (
        $1.source?.fileID ?? "", $1.source?.line ?? 0
      )
    }
    provided.sort { ($0.name ?? "") < ($1.name ?? "") }
    return declared + provided
  }

  /// The part of the name of every type `#Preview` declares (the rest makes it unique).
  static let previewMarker = "TerminalUIPreview"
}

/// The Swift runtime's records of the nominal types in each loaded image (the `swift5_types`
/// section), read as the runtime lays them out.
enum TypeRecords {
  /// The non-generic structs, enums and classes whose names pass `isWanted`.
  ///
  /// The runtime's list of images is walked first, collecting descriptors; their metadata is
  /// made only after the walk, outside the runtime's lock.
  static func types(named isWanted: (String) -> Bool) -> [Any.Type] {
    allDescriptors().compactMap { descriptor in
      guard isWanted(name(of: descriptor)) else { return nil }
      return metadata(of: descriptor)
    }
  }

  /// The descriptors of the non-generic nominal types of every loaded image.
  private static func allDescriptors() -> [UnsafeRawPointer] {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      let found = Found()
      enumerateAllMetadataSections(collect, Unmanaged.passUnretained(found).toOpaque())
      return found.descriptors
    #else
      return []
    #endif
  }

  final class Found {
    var descriptors: [UnsafeRawPointer] = []
  }

  // The layout read here is the runtime's ABI (stable since Swift 5): `MetadataSections`
  // (SwiftShims' MetadataSections.h) holds the `swift5_types` range after a version, a base
  // address and two reserved words and the ranges of protocols and conformances; each record
  // there is a 32-bit relative pointer to a type context descriptor, direct or through a
  // pointer (its low two bits); a descriptor starts with 32-bit flags (kind in the low five
  // bits, 0x80 when generic), then relative pointers to the parent, the name and the metadata
  // access function.
  private static let typesRangeOffset =
    4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

  static func descriptors(in sections: UnsafeRawPointer) -> [UnsafeRawPointer] {
    let start = sections.load(fromByteOffset: typesRangeOffset, as: UInt.self)
    let length = sections.load(
      fromByteOffset: typesRangeOffset + MemoryLayout<UInt>.size, as: UInt.self)
    guard let base = UnsafeRawPointer(bitPattern: start), length < 1 << 31 else { return [] }
    var result: [UnsafeRawPointer] = []
    for offset in stride(from: 0, to: Int(length), by: 4) {
      let record = base + offset
      let value = record.loadUnaligned(as: Int32.self)
      var descriptor = record + Int(value & ~3)
      switch value & 3 {
      case 0: break
      case 1:
        guard let target = descriptor.load(as: UnsafeRawPointer?.self) else { continue }
        descriptor = target
      default: continue  // Objective-C class references: none on these platforms.
      }
      let flags = descriptor.load(as: UInt32.self)
      let kind = flags & 0x1F
      guard [16, 17, 18].contains(kind), flags & 0x80 == 0 else { continue }
      result.append(descriptor)
    }
    return result
  }

  private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.loadUnaligned(as: Int32.self))
  }

  private static func name(of descriptor: UnsafeRawPointer) -> String {
    String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
  }

  private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    // The accessor takes a metadata request (0: complete) and returns the metadata first.
    let accessor = unsafeBitCast(relative(descriptor + 12), to: Accessor.self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
  /// Adds the descriptors of one image's sections to the `Found` that `context` points to.
  private func collect(_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool {
    guard let context else { return false }
    let found = Unmanaged<TypeRecords.Found>.fromOpaque(context).takeUnretainedValue()
    found.descriptors += TypeRecords.descriptors(in: sections)
    return true
  }

  /// The runtime's walk over the loaded images' metadata sections (exported by the Swift
  /// runtime on ELF platforms, as Swift Testing uses it to find tests).
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)
#endif
