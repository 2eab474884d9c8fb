import Foundation

/// A library of Metal shader functions: SwiftUI's `ShaderLibrary`, reached by name as
/// `ShaderLibrary.ripple(.float(time))` or `ShaderLibrary.default.ripple(…)`.
///
/// A terminal has no GPU to run a shader on, so shaders are accepted and what they would
/// change is drawn as it is: `.colorEffect`, `.distortionEffect`, `.layerEffect` and the
/// shader filters of a ``GraphicsContext`` leave the view as it would be without them. Code
/// that uses them compiles and shows its content unchanged.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
  let source: String

  /// The app's own shaders.
  public static let `default` = ShaderLibrary(source: "default")

  /// The shaders built into a bundle.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: bundle.bundlePath)
  }

  /// Shaders from a compiled Metal library's bytes.
  public init(data: Data) { source = "data(\(data.count) bytes)" }

  /// Shaders from a compiled Metal library file.
  public init(url: URL) { source = url.path }

  init(source: String) { self.source = source }

  /// The function `name` of the app's own shaders.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }

  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}

/// One function of a ``ShaderLibrary``; called with arguments it makes a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  public var library: ShaderLibrary
  public var name: String

  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A shader function with its arguments: SwiftUI's `Shader`. Accepted; see ``ShaderLibrary``.
public struct Shader: Equatable, Sendable {
  public var function: ShaderFunction
  public var arguments: [Argument]
  /// Whether the shader's colours are dithered: accepted.
  public var dithersColor = false

  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// A value passed to a shader function.
  public struct Argument: Equatable, Sendable {
    enum Value: Equatable, Sendable {
      case floats([Double])
      case colors([Color])
      case image(Image)
      case data(Data)
      case boundingRect
    }

    let value: Value

    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: .floats([Double(x)]))
    }
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y)]))
    }
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Double(x), Double(y), Double(z)]))
    }
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    { Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)])) }
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: .floats(array.map(Double.init)))
    }
    public static func color(_ color: Color) -> Argument { Argument(value: .colors([color])) }
    public static func colorArray(_ colors: [Color]) -> Argument {
      Argument(value: .colors(colors))
    }
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    /// The bounds of the view the shader draws, as four floats.
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}

extension View {
  /// Recolours each pixel with a Metal shader: SwiftUI's `colorEffect(_:isEnabled:)`.
  /// Accepted: the view is drawn as it is (see ``ShaderLibrary``).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

  /// Moves pixels with a Metal shader: SwiftUI's `distortionEffect`. Accepted.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  { self }

  /// Redraws the view's layer with a Metal shader: SwiftUI's `layerEffect`. Accepted.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  { self }
}
