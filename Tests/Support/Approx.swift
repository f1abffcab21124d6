/// Whether `a` and `b` agree within an absolute tolerance `abs` or a relative tolerance `rel`
/// (of the larger magnitude): |a − b| ≤ max(abs, rel·max(|a|, |b|)). NaN never agrees.
package func isApprox(_ a: Double, _ b: Double, abs absolute: Double = 0, rel relative: Double = 0) -> Bool {
    let difference = (a - b).magnitude
    return difference <= max(absolute, relative * max(a.magnitude, b.magnitude))
}
