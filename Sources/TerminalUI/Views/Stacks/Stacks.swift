import Foundation

/// Children one above the other: SwiftUI's `VStack`. Spacing is in points (16 a row); the
/// default is none.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    output.append(
      StackElement(
        vertical: alignment, spacing: spacing.map(Points.rows) ?? 0, children: children))
  }
}

/// Children side by side: SwiftUI's `HStack`. Spacing is in points (8 a column); the default
/// is one column.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    output.append(
      StackElement(
        horizontal: alignment, spacing: spacing.map(Points.columns) ?? 1, children: children))
  }
}

/// Children on top of each other: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    output.append(OverlayStackElement(alignment: alignment, children: children))
  }
}

/// Flexible space that pushes its neighbours apart along its stack's axis.
public struct Spacer: View, PrimitiveView {
  let minLength: CGFloat?

  public init(minLength: CGFloat? = nil) { self.minLength = minLength }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    // The axis is not known until a stack takes the spacer; columns and rows differ, so
    // keep the smaller reading (rows) unless a horizontal stack asks.
    output.append(SpacerElement(minLength: minLength.map(Points.rows)))
  }
}

/// A thin line between views.
public struct Divider: View, PrimitiveView {
  public init() {}

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var style = context.environment.textStyle
    style.dim = true
    output.append(DividerElement(style: style))
  }
}
