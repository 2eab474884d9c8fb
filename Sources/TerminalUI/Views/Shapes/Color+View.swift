extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(ColorElement(color: self, mode: context.environment.colorMode))
  }
}
