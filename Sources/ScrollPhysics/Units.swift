/// Lengths along or across the scroll axis, in points (pt).
public typealias Points = Double
/// Durations and instants, in seconds (s).
public typealias Seconds = Double
/// Scroll or finger velocities, in points per second (pt/s).
public typealias PointsPerSecond = Double
/// Rates of a clock, in hertz (1/s).
public typealias Hertz = Double
