/// Small grids the sweep tests share.
enum SweepTestGrids {
    /// 3 × 4 × 3 = 36 points (more than two 16-point chunks) × 2 cases, mixing scroll, touch and
    /// layout keys (the trajectory cache is reused and invalidated), with invalid values for a status.
    static let mixed = """
        {"name": "mixed",
         "scenario": {"duration": 0.3, "layout": {"kind": "cardStack", "count": 30},
                      "scroll": {"content": {"length": 700}}, "touch": {"noise": 0.5, "seed": 4}},
         "grid": {"scroll.decelerationRate": ["normal", "fast", 1.2],
                  "layout.scaleFrequency": {"from": 0.1, "to": 0.4, "step": 0.1},
                  "touch.seed": [1, 2, 3]},
         "cases": [{"gesture": [{"drag": {"translation": -80, "duration": 0.1}}, {"release": {}}]},
                   {"gesture": [{"flick": {"velocity": -3000}}]}],
         "aggregate": "mean",
         "metrics": ["jitter_rms_pt", "overlap_cv", "release_velocity_error", "travel_pt", "max_overscroll_pt"],
         "rank": {"by": ["jitter_rms_pt", "travel_pt"], "top": 5}}
        """

    /// `count` layout-only points (one trajectory, cheap) for resume tests.
    static func layoutOnly(count: Int) -> String {
        """
        {"name": "layout-only",
         "scenario": {"duration": 0.2, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1200}}]},
         "grid": {"layout.tilt": {"linspace": {"from": 0, "to": 0.02, "count": \(count)}}, "layout.alphaDecay": [0.1, 0.2]},
         "metrics": ["jitter_rms_pt", "max_step_pt", "travel_pt"]}
        """
    }
}
