/* A C peer of tunelab's parallax list (ParallaxLayout through ViewEvaluator and
 * LayoutMetricsAccumulator, the scalar path every parallax sweep point takes) on
 * experiments/bench/parallax-peer.json: 864 points, factor × maxOffset × cellHeight × spacing ×
 * base × velocityFactor × count, one 3 s flick at 120 Hz, and every layout metric that applies
 * to parallax: jitter_rms_pt, reversals, pixel_flips, max_step_pt, parallax_saturation. Each
 * point performs tunelab's IEEE-754 operations in tunelab's order, one point at a time (scalar),
 * so every metric carries tunelab's bits.
 *
 * usage: parallax FRAMES.csv [--out FILE] [--repeat R]
 *   FRAMES.csv  a frames.csv tunelab wrote for this scenario (`offset` column, optional `dropped`)
 *   --out       results (default stdout): point, the seven keys as results.csv spells them, the
 *               five metrics (%.17g; counts as integers; empty when tunelab's has no value)
 *   --repeat    evaluate the points R times (default 1); stderr gets the fastest pass
 * Stderr: "parallax: N points, F frames, S s, U us/point" — the points loop only (clock_gettime) —
 * and the rows laid out per point. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <math.h>

#include "frames.h"

/* The scenario: the scroll view's default viewport, 390 pt along the axis (`scroll.viewport`) and
 * 844 across (`scroll.crossViewport`: every row's width), display.scale 3,
 * and the flick's release: at t = 0 (delivered with frame 0, before its layout), scroll velocity
 * −(−2000) pt/s (UIKit's fling velocity is the finger's, negated: ScrollViewSimulation+Events). */
static const double viewport = 390, cross_viewport = 844, display_scale = 3;
enum { RELEASE_FRAME = 0 };
static const double release_velocity = 2000;

/* The grid, in tunelab's point order (the last key varies fastest); values as the JSON spells them. */
static const double factors[] = {-2, 0, 0.6, 2};
static const double max_offsets[] = {0, 15, 500};
static const double cell_heights[] = {20, 88.8, 1000};
static const double spacings[] = {0, 12.5, 200};
static const char *const base_names[] = {"centered", "appearance"};
static const char *const bool_names[] = {"false", "true"};
static const long counts[] = {3, 0}; /* 0: "infinite" (no data count) */
enum { N_F = 4, N_MO = 3, N_CH = 3, N_SP = 3, N_BASE = 2, N_VF = 2, N_COUNT = 2 };
enum { N_POINTS = N_F * N_MO * N_CH * N_SP * N_BASE * N_VF * N_COUNT };

typedef struct {
    double factor, max_offset, cell_height, spacing;
    int appearance, velocity_factor;
    long count; /* 0 = unbounded */
} Point;

static Point grid_point(int p) {
    Point q;
    q.count = counts[p % N_COUNT], p /= N_COUNT;
    q.velocity_factor = p % N_VF, p /= N_VF;
    q.appearance = p % N_BASE, p /= N_BASE;
    q.spacing = spacings[p % N_SP], p /= N_SP;
    q.cell_height = cell_heights[p % N_CH], p /= N_CH;
    q.max_offset = max_offsets[p % N_MO], p /= N_MO;
    q.factor = factors[p];
    return q;
}

/* Per-point results; has_* = 0 where tunelab's metric has no value (an empty cell). */
typedef struct {
    double jitter_rms, max_step, saturation;
    long reversals, pixel_flips;
    int has_jitter, has_step, has_counts, has_saturation;
} Result;

/* Swift.min(x, y) = y < x ? y : x, Swift.max(x, y) = y >= x ? y : x (signed zeros and NaN as Swift). */
static inline double swift_min(double x, double y) { return y < x ? y : x; }
static inline double swift_max(double x, double y) { return y >= x ? y : x; }
static inline long min_long(long x, long y) { return y < x ? y : x; }

/* LayoutIndex.floorIndex / ceilIndex: ⌊x⌋, ⌈x⌉ clamped to ±2^52, NaN → 0. */
static inline double clamped_for_index(double x) {
    const double limit = 4503599627370496.0;
    if (x != x) return 0;
    return swift_min(swift_max(x, -limit), limit);
}
static inline long floor_index(double x) { return (long)clamped_for_index(floor(x)); }
static inline long ceil_index(double x) { return (long)clamped_for_index(ceil(x)); }

/* DirectionState: the value at the last frame, the sign of its last non-zero step and the
 * offset's direction then; a step reverses when its sign flips while the offset keeps its direction. */
typedef struct { double value; int sign, offset_direction; } Direction;

static inline int direction_step(Direction *d, double value, int direction) {
    double delta = value - d->value;
    d->value = value;
    if (delta == 0 || delta != delta) return 0;
    int s = delta > 0 ? 1 : -1;
    int reversed = d->sign != 0 && s != d->sign && direction != 0 && direction == d->offset_direction;
    d->sign = s;
    d->offset_direction = direction;
    return reversed;
}

/* One row's track (CardTrack: centre x, centre y, width) and direction states (centre, pixel centre). */
typedef struct { double cx, cy, w; } Track;
typedef struct { Direction center, pixel; } Directions;

enum { MAX_ROWS = 64 }; /* cellSlots = ⌈(viewport + cellHeight)/pitch⌉ + 1 ≤ 22 on this grid */

/* Evaluates one point over the frames; returns the rows laid out. Not inlined (one call a point), so
 * callgrind can count its instructions apart from reading the offsets and writing the CSV. */
__attribute__((noinline)) static long evaluate(const Point *pt, const double *offsets, int frames, Result *out) {
    const double height = pt->cell_height, pitch = pt->cell_height + pt->spacing, leading = 0;
    const long count = pt->count;
    /* ParallaxLayout.init: the appearance bases' slots, cellHeight/2 − viewport/2. */
    const long cell_slots = ceil_index((viewport + height) / pitch) + 1;
    if (cell_slots > MAX_ROWS) { fprintf(stderr, "parallax: %ld rows a frame > %d\n", cell_slots, MAX_ROWS); exit(2); }
    const double centered_shift = height / 2 - viewport / 2;
    double bases[MAX_ROWS];
    long last_lo = 0, last_hi = -1; /* lastVisible (empty: none) */
    double factor = pt->factor;     /* the layer's, or releaseFactor after a release */
    /* LayoutMetricsAccumulator: the offset's direction, the last three frames' rows (slot s at s·MAX_ROWS,
     * the first index and row count each), the direction states of the current and last frame. */
    double previous_offset = 0;
    int offset_direction = 0;
    Track tracks[3 * MAX_ROWS];
    Directions directions[2 * MAX_ROWS];
    long slot_low[3] = {0, 0, 0}, slot_count[3] = {0, 0, 0};
    int current = 0, direction_slot = 0;
    double jitter_sum = 0, max_step_sq = 0;
    long jitter_terms = 0, reversals = 0, pixel_flips = 0, clamped_samples = 0, layer_samples = 0, rows_laid = 0;
    int has_step = 0;
    for (int k = 0; k < frames; k++) {
        const double o = offsets[k];
        /* didRelease(velocity:): every factor becomes 0.3 + 0.4·min(|v|/1000, 3)/3. */
        if (k == RELEASE_FRAME && pt->velocity_factor)
            factor = 0.3 + 0.4 * swift_min(fabs(release_velocity) / 1000, 3) / 3;
        /* LayoutIndex.visibleListRange(offset: o, leading: 0, pitch, length: cellHeight, viewport, count). */
        long lo = floor_index((o - leading - height) / pitch);
        lo = lo < 0 ? 0 : lo;
        long hi = ceil_index((o - leading + viewport) / pitch);
        if (count > 0) hi = min_long(hi, count - 1);
        while (lo <= hi && (double)lo * pitch + leading - o + height <= 0) lo++;
        while (hi >= lo && (double)hi * pitch + leading - o >= viewport) hi--;
        const long n = lo <= hi ? hi - lo + 1 : 0;
        /* LayoutMetricsAccumulator.observe: the offset's direction (zero steps keep it). */
        if (k > 0) {
            double step = o - previous_offset;
            if (step > 0) offset_direction = 1;
            else if (step < 0) offset_direction = -1;
        }
        previous_offset = o;
        const int last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1;
        const int last_directions = 1 - direction_slot;
        for (long r = 0; r < n; r++) {
            const long i = lo + r;
            /* The row: cell i's one layer. */
            const double cell_top = (double)i * pitch - o;
            double base;
            if (pt->appearance) {
                long slot = i % cell_slots;
                if (!(last_lo <= i && i <= last_hi)) bases[slot] = o;
                base = bases[slot];
            } else {
                base = (double)i * pitch + centered_shift;
            }
            const double raw = (o - base) * factor;
            const double translation = swift_min(swift_max(raw, -pt->max_offset), pt->max_offset);
            const double x = 0, y = cell_top + translation, w = cross_viewport, h = height;
            /* parallax_saturation: samples held at the clamp. */
            if (fabs(raw) >= pt->max_offset) clamped_samples++;
            /* track: step from the last frame's row, jitter with the one before. */
            const double cx = x + w / 2, cy = y + h / 2;
            Track *t = &tracks[current * MAX_ROWS + r];
            t->cx = cx, t->cy = cy, t->w = w;
            const long last_row = i - slot_low[last], prior_row = i - slot_low[prior];
            const int in_last = last_row >= 0 && last_row < slot_count[last];
            if (in_last) {
                const Track *a = &tracks[last * MAX_ROWS + last_row];
                double sx = cx - a->cx, sy = cy - a->cy;
                max_step_sq = swift_max(max_step_sq, sx * sx + sy * sy);
                has_step = 1;
                if (prior_row >= 0 && prior_row < slot_count[prior]) {
                    const Track *b = &tracks[prior * MAX_ROWS + prior_row];
                    double dx = cx - 2 * a->cx + b->cx;
                    double dy = cy - 2 * a->cy + b->cy;
                    double dw = w - 2 * a->w + b->w;
                    jitter_sum += dx * dx;
                    jitter_sum += dy * dy;
                    jitter_sum += dw * dw;
                    jitter_terms += 3;
                }
            }
        }
        /* trackDirections: the centre along the axis (y) and its device-pixel rounding. */
        for (long r = 0; r < n; r++) {
            const long i = lo + r;
            const double axis_center = tracks[current * MAX_ROWS + r].cy; /* item.centerY = y + height/2 */
            const double pixel_center = round(axis_center * display_scale);
            const long last_row = i - slot_low[last];
            Directions *d = &directions[direction_slot * MAX_ROWS + r];
            if (last_row >= 0 && last_row < slot_count[last]) {
                *d = directions[last_directions * MAX_ROWS + last_row];
                if (direction_step(&d->center, axis_center, offset_direction)) reversals++;
                if (direction_step(&d->pixel, pixel_center, offset_direction)) pixel_flips++;
            } else {
                d->center = (Direction){axis_center, 0, 0};
                d->pixel = (Direction){pixel_center, 0, 0};
            }
        }
        layer_samples += n;
        rows_laid += n;
        slot_low[current] = lo;
        slot_count[current] = n;
        current = current == 2 ? 0 : current + 1;
        direction_slot = 1 - direction_slot;
        /* lastVisible = this frame's range (none when empty). */
        last_lo = lo, last_hi = n > 0 ? hi : lo - 1;
    }
    out->has_jitter = jitter_terms > 0;
    if (out->has_jitter) out->jitter_rms = sqrt(jitter_sum / (double)jitter_terms);
    out->has_counts = frames > 0;
    out->reversals = reversals;
    out->pixel_flips = pixel_flips;
    out->has_step = has_step;
    if (has_step) out->max_step = sqrt(max_step_sq);
    out->has_saturation = layer_samples > 0;
    if (out->has_saturation) out->saturation = (double)clamped_samples / (double)layer_samples;
    return rows_laid;
}

static void print_double(FILE *fp, int has, double v) {
    fputc(',', fp);
    if (has) fprintf(fp, "%.17g", v);
}

static void print_long(FILE *fp, int has, long v) {
    fputc(',', fp);
    if (has) fprintf(fp, "%ld", v);
}

int main(int argc, char **argv) {
    const char *frames_path = NULL, *out_path = NULL, *usage = "usage: parallax FRAMES.csv [--out FILE] [--repeat R]\n";
    int repeat = 1;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--out") && a + 1 < argc) out_path = argv[++a];
        else if (!strcmp(argv[a], "--repeat") && a + 1 < argc) repeat = atoi(argv[++a]);
        else if (argv[a][0] != '-' && !frames_path) frames_path = argv[a];
        else { fputs(usage, stderr); return 2; }
    }
    if (!frames_path || repeat < 1) { fputs(usage, stderr); return 2; }
    int frames;
    double *offsets = read_offsets("parallax", frames_path, &frames);
    static Point points[N_POINTS];
    static Result results[N_POINTS];
    for (int p = 0; p < N_POINTS; p++) points[p] = grid_point(p);
    double best = 1e300;
    long rows = 0;
    for (int r = 0; r < repeat; r++) {
        double start = now_s();
        long laid = 0;
        for (int p = 0; p < N_POINTS; p++) laid += evaluate(&points[p], offsets, frames, &results[p]);
        double elapsed = now_s() - start;
        if (elapsed < best) best = elapsed;
        rows = laid;
    }
    fprintf(stderr, "parallax: %d points, %d frames, %.6f s, %.3f us/point\n", N_POINTS, frames, best,
            best * 1e6 / N_POINTS);
    fprintf(stderr, "parallax: rows laid out per point %.1f (%.2f a frame)\n", (double)rows / N_POINTS,
            (double)rows / N_POINTS / frames);
    FILE *fp = out_path ? fopen(out_path, "w") : stdout;
    if (!fp) { fprintf(stderr, "parallax: cannot write %s\n", out_path); return 2; }
    fprintf(fp, "point,layout.factor,layout.maxOffset,layout.cellHeight,layout.spacing,layout.base,"
                "layout.velocityFactor,layout.count,jitter_rms_pt,reversals,pixel_flips,max_step_pt,"
                "parallax_saturation\n");
    for (int p = 0; p < N_POINTS; p++) {
        const Point *q = &points[p];
        const Result *s = &results[p];
        fprintf(fp, "%d,%.17g,%.17g,%.17g,%.17g,%s,%s,", p, q->factor, q->max_offset, q->cell_height, q->spacing,
                base_names[q->appearance], bool_names[q->velocity_factor]);
        if (q->count > 0) fprintf(fp, "%ld", q->count);
        else fputs("infinite", fp);
        print_double(fp, s->has_jitter, s->jitter_rms);
        print_long(fp, s->has_counts, s->reversals);
        print_long(fp, s->has_counts, s->pixel_flips);
        print_double(fp, s->has_step, s->max_step);
        print_double(fp, s->has_saturation, s->saturation);
        fputc('\n', fp);
    }
    if (fp != stdout) fclose(fp);
    free(offsets);
    return 0;
}
