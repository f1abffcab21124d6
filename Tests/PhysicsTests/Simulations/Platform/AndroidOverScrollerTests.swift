import Testing
import ScrollPhysics

/// `AndroidOverScroller` against vectors computed from AOSP's own arithmetic by an
/// independent port (`scripts/overscroller-vectors.py`): the same calls at the same
/// milliseconds give the same pixel positions and the same float velocities, bit for bit.
@Suite struct AndroidOverScrollerTests {
    @Test func splineTablesMatchAOSPBitForBit() {
        let tables = AndroidOverScrollerSpline.tables
        #expect(tables.position.map(\.bitPattern) == AndroidOverScrollerVectors.splinePositionBits)
        #expect(tables.time.map(\.bitPattern) == AndroidOverScrollerVectors.splineTimeBits)
    }

    @Test(arguments: AndroidOverScrollerVectors.cases.map(\.name))
    func statesMatchAOSPArithmetic(name: String) throws {
        let vector = try #require(AndroidOverScrollerVectors.cases.first { $0.name == name })
        var calls = vector.calls.split(separator: ";").map { $0.split(separator: " ").map(String.init) }
        var expected = vector.rows.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        var scroller = AndroidOverScroller(density: vector.density)
        let t0 = Int(calls[0][0])!
        var now = t0
        var checked = 0
        while !expected.isEmpty {
            while let call = calls.first, Int(call[0]) == now {
                calls.removeFirst()
                let n = call[2...].map { Int($0)! }
                if call[1] == "fling" {
                    scroller.fling(start: n[0], velocity: n[1], min: n[2], max: n[3], over: n[4], now: now)
                } else {
                    _ = scroller.springBack(start: n[0], min: n[2], max: n[3], now: now)
                }
                let row = expected.removeFirst()
                #expect(row[0] == "\(now)" && row[1] == "call", "\(name): row \(row) at the call at \(now)")
                #expect(
                    Int(row[2]) == scroller.currentPosition && UInt32(row[3]) == scroller.currentVelocity.bitPattern,
                    "\(name) call at \(now): \(scroller.currentPosition) px, \(scroller.currentVelocity) px/s vs \(row)")
            }
            let running = scroller.computeScrollOffset(now: now)
            if let row = expected.first, row[0] == "\(now)" {
                expected.removeFirst()
                checked += 1
                #expect(Int(row[2]) == scroller.currentPosition, "\(name) at \(now) ms: position \(scroller.currentPosition) vs \(row[2])")
                #expect(
                    UInt32(row[3]) == scroller.currentVelocity.bitPattern,
                    "\(name) at \(now) ms: velocity \(scroller.currentVelocity) vs \(Float(bitPattern: UInt32(row[3])!))")
                #expect((row[4] == "1") == running, "\(name) at \(now) ms: running \(running)")
            }
            now += 1
            if now > t0 + 20_000 { Issue.record("\(name): \(expected.count) rows never reached"); break }
        }
        #expect(checked > 5, "\(name): \(checked) rows")
        #expect(scroller.isFinished, "\(name) finishes")
    }
}
