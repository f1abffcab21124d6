/// One frame's laid-out rows in a card-stack kernel run, per lane: x, y (only under a
/// perspective), width and height of row r at index r.
struct CardRows {
    let xs: UnsafeMutablePointer<KernelLanes>
    let ys: UnsafeMutablePointer<KernelLanes>
    let widths: UnsafeMutablePointer<KernelLanes>
    let heights: UnsafeMutablePointer<KernelLanes>
}
