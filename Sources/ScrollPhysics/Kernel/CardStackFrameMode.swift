/// How a `CardStackKernel` lays out its frames — evenly spaced or with dynamic spacing, with or
/// without a perspective — as a type, so that the frame loop is specialised for each (the
/// evenly spaced loop without perspective carries no test of the other two).
protocol CardStackFrameMode {
    /// rel chained card by card (`CardStackCoefficients.dynamicWindow`).
    static var dynamicSpacing: Bool { get }
    /// Each card's z computed and the card projected (`Perspective.projected`).
    static var projects: Bool { get }
}

/// Evenly spaced, no perspective.
enum EvenCardFrames: CardStackFrameMode {
    static var dynamicSpacing: Bool { false }
    static var projects: Bool { false }
}

/// Evenly spaced, under a perspective.
enum EvenProjectedCardFrames: CardStackFrameMode {
    static var dynamicSpacing: Bool { false }
    static var projects: Bool { true }
}

/// Dynamic spacing, no perspective.
enum DynamicCardFrames: CardStackFrameMode {
    static var dynamicSpacing: Bool { true }
    static var projects: Bool { false }
}

/// Dynamic spacing, under a perspective.
enum DynamicProjectedCardFrames: CardStackFrameMode {
    static var dynamicSpacing: Bool { true }
    static var projects: Bool { true }
}
