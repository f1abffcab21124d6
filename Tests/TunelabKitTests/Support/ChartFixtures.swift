import TunelabKit

/// Small hand-made inputs in the file formats of docs/outputs.md
enum ChartFixtures {
    /// A 3 (a) × 2 (b) × 2 (c) grid, last key fastest, with jitter_rms_pt = a·10 + b + c/10
    /// except point 5 (failed), and overlap_mean_pt = signed values.
    static let results: String = {
        var text = "point,a,b,c,jitter_rms_pt,overlap_mean_pt,status\n"
        var point = 0
        for a in [1, 2, 3] {
            for b in [0.5, 0.25] {
                for c in [7, 9] {
                    if point == 5 {
                        text += "5,\(a),\(b),\(c),,,\"case 2: rate 1 is outside (0, 1)\"\n"
                    } else {
                        let jitter = Double(a) * 10 + b + Double(c) / 10
                        let overlap = Double(point) - 6.5
                        text += "\(point),\(a),\(b),\(c),\(NumberFormat.shortest(jitter)),\(NumberFormat.shortest(overlap)),ok\n"
                    }
                    point += 1
                }
            }
        }
        return text
    }()

    static func resultsTable() throws -> CSVTable { try CSVTable(text: results, file: "results.csv") }

    /// An n × n grid of two keys with long names; metric = i·n + j.
    static func square(_ n: Int, xKey: String, yKey: String) throws -> CSVTable {
        var text = "point,\(xKey),\(yKey),settle_time_s,status\n"
        for i in 0..<n {
            for j in 0..<n {
                text +=
                    "\(i * n + j),\(NumberFormat.shortest(Double(i + 1) / 20)),\(NumberFormat.shortest(Double(j) * 0.125)),\(NumberFormat.shortest(Double(i * n + j) / 100)),ok\n"
            }
        }
        return try CSVTable(text: text, file: "square.csv")
    }

    /// 0.1 s of dragging, 0.2 s decelerating, 0.1 s resting at 20 Hz: 9 frames.
    static let frames = """
        frame,time,offset,velocity,phase,touch
        0,0,0,0,dragging,0
        1,0.05,5,100,dragging,-5
        2,0.1,10,100,decelerating,
        3,0.15,14,80,decelerating,
        4,0.2,17,60,decelerating,
        5,0.25,19,40,decelerating,
        6,0.3,20,0,resting,
        7,0.35,20,0,resting,
        8,0.4,20,0,resting,

        """

    /// Card 0 visible in frames 0–3, card 1 in frames 0–1 and 3 (a gap at 2): 7 rows.
    static let items = """
        frame,time,index,data_index,x,y,width,height,scale,rotation,alpha,z,shadow_opacity
        0,0,0,0,100,400,200,300,1,0,1,2,0.2
        0,0,1,1,124,400,200,300,0.9,0,0.88,1,0.1
        1,0.05,0,0,90,400,200,300,0.98,0,0.95,2,0.2
        1,0.05,1,1,114,400,200,300,0.92,0,0.9,1,0.1
        2,0.1,0,0,80,400,200,300,0.96,0,0.9,2,0.2
        3,0.15,0,0,70,400,200,300,0.94,0,0.85,2,0.2
        3,0.15,1,1,94,400,200,300,0.96,0,0.95,1,0.1

        """
}
