import ScrollPhysics

/// The tuned layout for `--to flutter` (Dart) and `--to android` (Kotlin): every layout parameter
/// as a constant (`ExportLayoutParameter`, the scenario's keys), and for the card stack its layout
/// function — `card(index, rel)` and `items(offset)`, the same operations in the same order as
/// `CardStackLayout` (docs/layouts.md) — which neither language's toolchain checks here
/// (docs/export.md#flutter-and-android). Other layouts get their constants only; the file's header says so.
struct ForeignLayoutWriter {
    enum Language { case dart, kotlin }

    let point: ExportedPoint
    let language: Language

    /// Whether this writer gives a layout function (not only constants) for the point's layout.
    static func hasFunction(_ layout: LayoutSettings) -> Bool { layout.plugin == nil && layout.kind.isCardStack }

    /// The layout class (Dart) or object (Kotlin) named `name`, or "" for a plug-in or no layout.
    func render(name: String) -> String {
        let layout = point.scenario.layout
        if layout.plugin != nil { return "\n" + ExportPlugin.lines(point).map { "// " + $0 + "\n" }.joined() }
        guard layout.kind.placesItems else { return "" }
        var constants: [(String, String, String)] = []  // (name, Dart type, value text)
        for p in ExportLayoutParameter.of(layout) {
            let id = p.name
            switch p.value {
            case .number(let x): constants.append((id, "double", language == .dart ? ExportLiteral.dart(x) : ExportLiteral.kotlin(x)))
            case .integer(let n): constants.append((id, id == "count" ? "int?" : "int", n.map(String.init) ?? "null"))
            case .bool(let b): constants.append((id, "bool", b ? "true" : "false"))
            case .text(let t): constants.append((id, "String", language == .dart ? "'\(t)'" : JSONWriter.quoted(t)))
            }
        }
        if layout.kind.isCardStack {
            let s = point.scenario.scroll
            constants.append(("viewport", "double", language == .dart ? ExportLiteral.dart(s.viewport) : ExportLiteral.kotlin(s.viewport)))
            constants.append(
                ("crossViewport", "double", language == .dart ? ExportLiteral.dart(s.crossViewport) : ExportLiteral.kotlin(s.crossViewport))
            )
            constants.append(("bounded", "bool", s.contentLength != nil ? "true" : "false"))
            if layout.perspective == nil { constants.append(("perspective", "double?", "null")) }
        }
        var out = "\n"
        switch language {
        case .dart:
            out += "/// The tuned layout (`layout.kind` \(layout.kindName)), as the lab ran it. Lengths in logical pixels (= pt).\n"
            out += "class \(name) {\n  \(name)._();\n\n"
            for (id, type, value) in constants { out += "  static const \(type) \(id) = \(value);\n" }
            if layout.kind.isCardStack { out += cardStackDart(layout.cardStack) }
            out += "}\n"
            if layout.kind.isCardStack { out += flowDelegate(name) }
        case .kotlin:
            out += "/** The tuned layout (`layout.kind` \(layout.kindName)), as the lab ran it. Lengths in dp (= pt). */\n"
            out += "object \(name) {\n"
            for (id, type, value) in constants {
                let kotlinType =
                    ["double": "Double", "double?": "Double?", "int": "Int", "int?": "Int?", "bool": "Boolean", "String": "String"][type]
                    ?? type
                out += "    val \(id): \(kotlinType) = \(value)\n"
            }
            if layout.kind.isCardStack { out += cardStackKotlin(layout.cardStack) }
            out += "}\n"
        }
        return out
    }

    /// A Flutter `FlowDelegate` that paints a `Flow`'s children where `items` puts them.
    private func flowDelegate(_ layout: String) -> String {
        let name = layout.hasSuffix("Layout") ? String(layout.dropLast("Layout".count)) + "FlowDelegate" : layout + "FlowDelegate"
        return """

            /// Paints a `Flow`'s children where the lab's card stack puts them at [offset]'s value (the scroll
            /// offset, pt): child i is data item i, moved, rotated and scaled to the lab's frame and faded to
            /// its alpha, painted in order of z (highest last, on top). Repaints when [offset] changes:
            ///
            ///     Flow(delegate: \(name)(offsetNotifier), children: cards)
            class \(name) extends FlowDelegate {
              \(name)(this.offset) : super(repaint: offset);

              final ValueListenable<double> offset;

              @override
              void paintChildren(FlowPaintingContext context) {
                final cards = \(layout).items(offset.value).entries.toList()
                  ..sort((a, b) => a.value[7].compareTo(b.value[7]));
                final painted = <int>{};
                for (final card in cards) {
                  final i = \(layout).dataIndex(card.key);
                  if (i >= context.childCount || !painted.add(i)) continue;
                  final a = card.value;
                  final size = context.getChildSize(i)!;
                  final transform = Matrix4.identity()
                    ..translate(a[0] + a[2] / 2, a[1] + a[3] / 2)
                    ..rotateZ(a[5])
                    ..scale(a[2] / size.width, a[3] / size.height)
                    ..translate(-size.width / 2, -size.height / 2);
                  context.paintChild(i, transform: transform, opacity: a[6].clamp(0.0, 1.0).toDouble());
                }
              }

              @override
              bool shouldRepaint(\(name) oldDelegate) => oldDelegate.offset != offset;
            }

            """
    }

    private func weightDart(_ c: CardStackConfiguration) -> String {
        switch c.scaleCurve {
        case .sine: "math.min(math.max(math.sin(dist * scaleFrequency), 0.0), 1.0)"
        case .gaussian: "math.exp(-0.5 * ((dist / scaleWidth) * (dist / scaleWidth)))"
        case .linear: "math.max(0.0, 1 - dist / scaleWidth)"
        }
    }

    private func weightKotlin(_ c: CardStackConfiguration) -> String {
        switch c.scaleCurve {
        case .sine: "min(max(sin(dist * scaleFrequency), 0.0), 1.0)"
        case .gaussian: "exp(-0.5 * ((dist / scaleWidth) * (dist / scaleWidth)))"
        case .linear: "max(0.0, 1 - dist / scaleWidth)"
        }
    }

    private func cardStackDart(_ c: CardStackConfiguration) -> String {
        """

          /// Data item shown by card i: i mod count (Dart's % is never negative here).
          static int dataIndex(int i) => count == null ? i : i % count!;

          /// Card [index] at rel = offset − index·spacing (pt): [x, y, width, height, scale, rotation, alpha, z, shadowOpacity].
          static List<double> card(int index, double rel) {
            final dist = rel.abs();
            final scale = baseScale + (maxScale - baseScale) * \(weightDart(c));
            final width = cardWidth * scale;
            final height = cardHeight * scale;
            final x = viewport / 2 + shiftAmplitude * math.cos(rel * centerFrequency) - width / 2 - rel * (stride / spacing);
            return [x, crossViewport / 2 - height / 2, width, height, scale, rel * tilt,
                    alphaFloor + (1 - alphaFloor) * math.exp(-dist * alphaDecay),
                    math.max(zFloor, zMax - dist * zSlope), shadowOpacity * (1 - width / cardWidth)];
          }

          /// The cards at content offset [offset] (pt), in index order: index → attributes (see [card]);
          /// the window of visibleCount cards around the focus round(offset/spacing).
          static Map<int, List<double>> items(double offset) {
            final focus = (offset / spacing).round();
            final lowerSpan = (visibleCount - 1) ~/ 2, upperSpan = visibleCount ~/ 2;
            var lo = focus - lowerSpan, hi = focus + upperSpan;
            if (bounded) {
              lo = math.max(lo, 0);
              if (count != null) hi = math.min(hi, count! - 1);
            }
            final out = <int, List<double>>{};
            final focusRel = offset - focus * spacing;
            if (!dynamicSpacing) {
              for (var i = lo; i <= hi; i++) { out[i] = card(i, offset - i * spacing); }
              return out;
            }
            // Outward from the focus, rel changes by spacing / max(inner card's scale, 0.5).
            var inner = card(focus, focusRel), rel = focusRel;
            if (focus >= lo && focus <= hi) out[focus] = inner;
            for (var step = 1; step <= upperSpan; step++) {
              rel -= spacing / math.max(inner[4], 0.5);
              inner = card(focus + step, rel);
              if (focus + step >= lo && focus + step <= hi) out[focus + step] = inner;
            }
            inner = card(focus, focusRel);
            rel = focusRel;
            for (var step = 1; step <= lowerSpan; step++) {
              rel += spacing / math.max(inner[4], 0.5);
              inner = card(focus - step, rel);
              if (focus - step >= lo && focus - step <= hi) out[focus - step] = inner;
            }
            return out;
          }

        """
    }

    private func cardStackKotlin(_ c: CardStackConfiguration) -> String {
        """

            /** Data item shown by card i: ((i % count) + count) % count. */
            fun dataIndex(i: Int): Int = count?.let { Math.floorMod(i, it) } ?: i

            /** Card [index] at rel = offset − index·spacing (pt): x, y, width, height, scale, rotation, alpha, z, shadowOpacity. */
            fun card(index: Int, rel: Double): DoubleArray {
                val dist = abs(rel)
                val scale = baseScale + (maxScale - baseScale) * \(weightKotlin(c))
                val width = cardWidth * scale
                val height = cardHeight * scale
                val x = viewport / 2 + shiftAmplitude * cos(rel * centerFrequency) - width / 2 - rel * (stride / spacing)
                return doubleArrayOf(x, crossViewport / 2 - height / 2, width, height, scale, rel * tilt,
                    alphaFloor + (1 - alphaFloor) * exp(-dist * alphaDecay), max(zFloor, zMax - dist * zSlope),
                    shadowOpacity * (1 - width / cardWidth))
            }

            /** round(x), halves away from zero (kotlin.math.round rounds halves to even). */
            private fun roundAway(x: Double): Int = (if (x < 0) -floor(-x + 0.5) else floor(x + 0.5)).toInt()

            /** The cards at content offset [offset] (pt), index → attributes (see [card]), in index order. */
            fun items(offset: Double): Map<Int, DoubleArray> {
                val focus = roundAway(offset / spacing)
                val lowerSpan = (visibleCount - 1) / 2
                val upperSpan = visibleCount / 2
                var lo = focus - lowerSpan
                var hi = focus + upperSpan
                if (bounded) {
                    lo = max(lo, 0)
                    count?.let { hi = min(hi, it - 1) }
                }
                val out = sortedMapOf<Int, DoubleArray>()
                val focusRel = offset - focus * spacing
                if (!dynamicSpacing) {
                    for (i in lo..hi) out[i] = card(i, offset - i * spacing)
                    return out
                }
                // Outward from the focus, rel changes by spacing / max(inner card's scale, 0.5).
                var inner = card(focus, focusRel)
                var rel = focusRel
                if (focus in lo..hi) out[focus] = inner
                for (step in 1..upperSpan) {
                    rel -= spacing / max(inner[4], 0.5)
                    inner = card(focus + step, rel)
                    if (focus + step in lo..hi) out[focus + step] = inner
                }
                inner = card(focus, focusRel)
                rel = focusRel
                for (step in 1..lowerSpan) {
                    rel += spacing / max(inner[4], 0.5)
                    inner = card(focus - step, rel)
                    if (focus - step in lo..hi) out[focus - step] = inner
                }
                return out
            }

        """
    }
}
