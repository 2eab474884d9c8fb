/// An immutable list of a subject's conduits, read by `send` without a lock.
///
/// Each element is an opaque, retained pointer to a conduit; the list releases them when it
/// is freed. A subject publishes its current list through an atomic pointer and replaces it
/// (under its lock) on every subscribe, cancel or completion. `send` reads the pointer while
/// counted in the subject's `activeSenders`, and a replaced list is freed only once no
/// sender is active, so a sender never sees a list or a conduit go away under it. The hot
/// path is then two atomic additions and no reference counting, whatever the number of
/// subscribers.
@usableFromInline
final class ConduitList: ManagedBuffer<Int, UnsafeRawPointer> {
  /// The list with no conduits, shared by every subject.
  @usableFromInline nonisolated(unsafe) static let empty = make([])

  /// Makes a list holding (and retaining) `conduits`.
  static func make(_ conduits: [AnyObject]) -> ConduitList {
    let list = allocate(count: conduits.count)
    list.withUnsafeMutablePointerToElements { elements in
      for (index, conduit) in conduits.enumerated() {
        (elements + index).initialize(
          to: UnsafeRawPointer(Unmanaged.passRetained(conduit).toOpaque()))
      }
    }
    return list
  }

  private static func allocate(count: Int) -> ConduitList {
    unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: ConduitList.self)
  }

  /// This list with `conduit` added at the end.
  func appending(_ conduit: AnyObject) -> ConduitList {
    withUnsafeMutablePointers { count, elements in
      let list = Self.allocate(count: count.pointee + 1)
      list.withUnsafeMutablePointerToElements { copy in
        for index in 0..<count.pointee {
          _ = Unmanaged<AnyObject>.fromOpaque(elements[index]).retain()
          (copy + index).initialize(to: elements[index])
        }
        (copy + count.pointee).initialize(
          to: UnsafeRawPointer(Unmanaged.passRetained(conduit).toOpaque()))
      }
      return list
    }
  }

  /// This list without `conduit`, or `nil` when it does not hold it.
  func removing(_ conduit: AnyObject) -> ConduitList? {
    let target = UnsafeRawPointer(Unmanaged.passUnretained(conduit).toOpaque())
    return withUnsafeMutablePointers { count, elements -> ConduitList? in
      guard let position = (0..<count.pointee).first(where: { elements[$0] == target }) else {
        return nil
      }
      guard count.pointee > 1 else { return ConduitList.empty }
      let list = Self.allocate(count: count.pointee - 1)
      list.withUnsafeMutablePointerToElements { copy in
        var next = 0
        for index in 0..<count.pointee where index != position {
          _ = Unmanaged<AnyObject>.fromOpaque(elements[index]).retain()
          (copy + next).initialize(to: elements[index])
          next += 1
        }
      }
      return list
    }
  }

  deinit {
    withUnsafeMutablePointers { count, elements in
      for index in 0..<count.pointee {
        Unmanaged<AnyObject>.fromOpaque(elements[index]).release()
      }
      elements.deinitialize(count: count.pointee)
    }
  }

  /// The conduits, retained, for writers.
  var conduits: [AnyObject] {
    withUnsafeMutablePointers { count, elements in
      (0..<count.pointee).map {
        Unmanaged<AnyObject>.fromOpaque(elements[$0]).takeUnretainedValue()
      }
    }
  }

  var isEmpty: Bool { header == 0 }

  var count: Int { header }
}
