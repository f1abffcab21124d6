import ScrollPhysics

/// What `CardStackKernel` reads of a point's scenario beside its card stack: the same for every
/// point of a case whose grid sweeps only card-stack keys (`ComposedLayoutDecoding`).
struct CardStackKernelSettings {
    /// The perspective distance (pt; nil: none): part of the window key, and the projection.
    let perspective: Points?
    /// Device pixels per point (`display.scale`), for `pixel_flips`.
    let displayScale: Double
}
