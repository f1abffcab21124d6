// The export harness for Kotlin (docs/export.md#flutter-and-android): `check` runs an exported card
// stack layout object over every frame of a lab run's frames.csv and compares each card with the
// run's items.csv (index and data index exactly, every number within 1e-9 pt).
// scripts/export-check.sh appends a `main` that calls it for each exported object and compiles it
// with them (kotlinc, when installed).
import java.io.File

fun check(name: String, dir: String, items: (Double) -> Map<Int, DoubleArray>, dataIndex: (Int) -> Int): Boolean {
    val frames = File("$dir/frames.csv").readLines().drop(1).map { it.split(",") }
    val expected = File("$dir/items.csv").readLines().drop(1).map { it.split(",") }.groupBy { it[0] }
    var largest = 0.0
    var bad = 0
    var rows = 0
    for (frame in frames) {
        val got = items(frame[2].toDouble())
        val want = expected[frame[0]] ?: emptyList()
        if (got.size != want.size) {
            bad++
            continue
        }
        for ((card, row) in got.entries.zip(want)) {
            rows++
            if (card.key != row[2].toInt() || dataIndex(card.key) != row[3].toInt()) bad++
            for (k in 0 until 9) {
                val d = Math.abs(card.value[k] - row[4 + k].toDouble())
                if (!(d <= largest)) largest = if (d.isNaN()) Double.POSITIVE_INFINITY else d
            }
        }
    }
    println("$name: $rows rows over ${frames.size} frames, largest difference $largest, $bad mismatches")
    return rows > 0 && largest <= 1e-9 && bad == 0
}
