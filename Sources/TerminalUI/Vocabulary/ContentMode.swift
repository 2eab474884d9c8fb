/// How content fills a frame: accepted, see ``View/aspectRatio(_:contentMode:)``.
public enum ContentMode: Hashable, Sendable { case fit, fill }
