/// The page's style sheet: one readable column from 320 px phones to wide screens, charts
/// at their natural size (12 px text stays 12 px) in boxes that scroll sideways when wider
/// than the screen, so the page itself never overflows; print-friendly.
enum ReportStyle {
    static let css = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body { margin: 0; background: #fafafa; color: #222; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; overflow-wrap: anywhere; }
        main { max-width: 1100px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
        h1 { font-size: 26px; margin: 0 0 8px; }
        h2 { font-size: 19px; margin: 28px 0 10px; border-bottom: 1px solid #e2e2e2; padding-bottom: 4px; }
        summary h2 { display: inline; border: 0; margin: 0; }
        details > summary { margin: 28px 0 10px; cursor: pointer; border-bottom: 1px solid #e2e2e2; padding-bottom: 4px; }
        .question { font-size: 17px; color: #444; margin: 0 0 16px; }
        .verdict ul { margin: 0; padding-left: 20px; }
        .verdict { background: #f4f8fb; border-left: 4px solid #0072b2; padding: 2px 16px 12px; }
        .verdict h2 { border: 0; margin-top: 12px; }
        .note { font-size: 13px; color: #555; margin: 0 0 8px; }
        nav ol { columns: 2; margin: 0; padding-left: 24px; }
        nav li { break-inside: avoid; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; overflow-wrap: normal; max-width: 24em; }
        thead th { background: #f2f2f2; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .scroll { overflow-x: auto; max-width: 100%; }
        figure { margin: 0; }
        figure svg { display: block; max-width: none; height: auto; }
        figcaption { font-size: 13px; color: #666; margin-top: 4px; }
        @media (max-width: 700px) {
          main { padding: 16px 12px 40px; }
          h1 { font-size: 22px; }
          nav ol { columns: 1; }
        }
        @media print {
          body { background: #fff; font-size: 11pt; }
          main { max-width: none; padding: 0; }
          .chart { break-inside: avoid; page-break-inside: avoid; }
          nav, .player-controls { display: none; }
          .scroll { overflow: visible; }
          figure svg { max-width: 100%; }
          a { color: inherit; text-decoration: none; }
        }
        @page { margin: 14mm; }

        """
}
