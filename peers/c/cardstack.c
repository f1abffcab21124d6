/* A C peer of tunelab's card-stack sweep kernel (CardStackKernel, evenly spaced, no
 * perspective) on the reference workload, experiments/bench/sweep-reference.json: 20 000
 * points, scaleFrequency × centerFrequency × alphaDecay × spacing, one 3 s flick at 120 Hz,
 * metrics overlap_cv and jitter_rms_pt. Each point performs tunelab's IEEE-754 operations in
 * tunelab's order, four points per vector, so both metrics carry tunelab's bits.
 *
 * usage: cardstack FRAMES.csv [--out FILE] [--repeat R] [--every-point]
 *   FRAMES.csv  a frames.csv tunelab wrote for this scenario (`offset` column, optional `dropped`)
 *   --out       results (default stdout): point, the four keys, overlap_cv, jitter_rms_pt (%.17g)
 *   --repeat    evaluate the points R times (default 1); stderr gets the fastest pass
 *   --every-point  one lane per point (20 000), not one per distinct lane key (4 000, as tunelab)
 * Stderr: "cardstack: N points, L lanes, F frames, S s, U us/point" — the points loop only
 * (clock_gettime) — and the floating-point operations per point (ops.h). */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <math.h>
#include <time.h>

#include "frames.h"
#include "lanes.h"
#include "ops.h"

/* The reference scenario's layout: CardStackConfiguration's defaults, LayoutGeometry's. */
enum { VISIBLE = 5, LOWER = (VISIBLE - 1) / 2 }; /* window f − 2 … f + 2, unbounded */
static const double card_width = 320, card_height = 480, base_scale = 0.7, max_scale = 1.1;
static const double stride_pt = 0;                     /* x −= rel·stride/spacing */
static const double mid_x = 390.0 / 2, mid_y = 844.0 / 2; /* viewport 390 × 844 pt */

/* The grid, in tunelab's point order (the last key varies fastest). */
enum { N_SF = 100, N_CF = 10, N_AD = 5, N_SP = 4, N_POINTS = N_SF * N_CF * N_AD * N_SP };
typedef struct { double scale_freq, center_freq, alpha_decay, spacing; } Point;

static Point grid_point(int p) {
    static const double spacings[N_SP] = {16, 20, 24, 28};
    int sp = p % N_SP, ad = p / N_SP % N_AD, cf = p / (N_SP * N_AD) % N_CF, sf = p / (N_SP * N_AD * N_CF);
    Point q;
    q.scale_freq = (double)(1 + sf) / 100;      /* 0.01 … 1 step 0.01: the double nearest the decimal */
    q.center_freq = (double)(5 + 5 * cf) / 100; /* 0.05 … 0.5 step 0.05 */
    double from = 0.04, to = 0.2, n = N_AD - 1; /* linspace: from + i·(to − from)/(count − 1), last = to */
    q.alpha_decay = ad == N_AD - 1 ? to : from + (double)ad * (to - from) / n;
    q.spacing = spacings[sp];
    return q;
}

/* Per-point results; empty (has_* = 0) when tunelab's metric has no value. */
typedef struct { double overlap_cv, jitter_rms; int has_cv, has_jitter; } Result;

/* LayoutIndex.nearestIndex: x rounded, halves away from zero, clamped to ±2^52, NaN → 0. */
static long nearest_index(double x) {
    const double limit = 4503599627370496.0;
    double c = x != x ? 0 : -limit >= x ? -limit : x; /* Swift.min(Swift.max(x, −limit), limit) */
    c = limit < c ? limit : c;
    double m = c < 0 ? -c : c;
    long t = (long)m;
    long i = t + (m - (double)t >= 0.5 ? 1 : 0);
    return c < 0 ? -i : i;
}

/* The moments of a stream per lane, count shared: S1 = Σ(x − K), S2 = Σ(x − K)², K the first value. */
typedef struct { long count; v4d shift, sum, sum_sq; } Moments;

static inline void moments_add(Moments *m, v4d x) {
    if (m->count == 0) m->shift = x;
    m->count += 1;
    v4d d = x - m->shift;
    m->sum += d;
    m->sum_sq += d * d;
}

/* cos(kδ), sin(kδ) of the centre (c) and scale (s) frequency per window row k = j − 2, δ = spacing·ω. */
typedef struct { v4d cos_c, sin_c, cos_s, sin_s; } PhaseRow;

/* What one lane did: frames, cards laid out, neighbouring pairs, cards with a jitter term. */
typedef struct { long frames, cards, pairs, tracked; } Work;

/* The floating-point operations (ops.h) of `w`. */
static Ops work_ops(Work w) {
    Ops o;
    o.mul = w.frames * OPS_FRAME.mul + w.cards * OPS_CARD.mul + w.pairs * OPS_PAIR.mul + w.tracked * OPS_JITTER.mul;
    o.add = w.frames * OPS_FRAME.add + w.cards * OPS_CARD.add + w.pairs * OPS_PAIR.add + w.tracked * OPS_JITTER.add;
    o.minmax = w.frames * OPS_FRAME.minmax + w.cards * OPS_CARD.minmax + w.pairs * OPS_PAIR.minmax
               + w.tracked * OPS_JITTER.minmax;
    return o;
}

/* Evaluates up to four points sharing `spacing` (lanes past `used` repeat the last point);
 * returns one lane's work. */
static Work run_lanes(const Point *pts[4], int used, double spacing, const double *offsets, int frames,
                      Result *out[4]) {
    v4d cf, sf;
    PhaseRow phases[VISIBLE];
    for (int j = 0; j < 4; j++) {
        const Point *p = pts[j < used ? j : used - 1];
        cf[j] = p->center_freq;
        sf[j] = p->scale_freq;
        for (int row = 0; row < VISIBLE; row++) {
            double k = (double)(row - LOWER);
            double center = k * spacing * p->center_freq, scale = k * spacing * p->scale_freq;
            phases[row].cos_c[j] = el_cos(center);
            phases[row].sin_c[j] = el_sin(center);
            phases[row].cos_s[j] = el_cos(scale);
            phases[row].sin_s[j] = el_sin(scale);
        }
    }
    const v4d scale_range = splat(max_scale - base_scale), base = splat(base_scale);
    const v4d width0 = splat(card_width), height0 = splat(card_height);
    const v4d amplitude = splat(card_width * 0.5), stride_rate = splat(stride_pt / spacing);
    Moments overlap = {0, {0}, {0}, {0}};
    v4d jitter = {0};
    long jitter_terms = 0;
    /* The last three frames' card centres and widths: slot s at rows s·VISIBLE …; low index, count. */
    v4d center_x[3 * VISIBLE], center_y[3 * VISIBLE], track_w[3 * VISIBLE];
    long slot_low[3] = {0, 0, 0}, slot_count[3] = {0, 0, 0};
    int current = 0;
    for (int f_k = 0; f_k < frames; f_k++) {
        double o = offsets[f_k];
        long f = nearest_index(o / spacing), lo = f - LOWER;
        /* The focus card's angles θ = rel_f·ω; card i = f + k by angle addition with row k's table:
         *   cos(rel·ω_c) = cos θc·cos kδc + sin θc·sin kδc,  sin(rel·ω_s) = sin θs·cos kδs − cos θs·sin kδs */
        double rel_f = o - (double)f * spacing;
        v4d sin_c, cos_c, sin_s, cos_s;
        lane_sincos(splat(rel_f) * cf, &sin_c, &cos_c);
        lane_sincos(splat(rel_f) * sf, &sin_s, &cos_s);
        v4d xs[VISIBLE], ws[VISIBLE], hs[VISIBLE];
        for (int row = 0; row < VISIBLE; row++) {
            double rel = o - (double)(lo + row) * spacing; /* pt */
            const PhaseRow *p = &phases[row];
            v4d cosine = cos_c * p->cos_c + sin_c * p->sin_c;
            v4d s = sin_s * p->cos_s - cos_s * p->sin_s;
            v4d weight = unit_clamp(with_sign(rel, s)); /* clamp(sin(|rel|·ω_s), 0, 1) */
            v4d scale = base + scale_range * weight;
            v4d width = width0 * scale;
            ws[row] = width;
            hs[row] = height0 * scale;
            xs[row] = splat(mid_x) + amplitude * cosine - width / 2.0 - splat(rel) * stride_rate;
        }
        /* Overlap of neighbouring cards along x: min(right) − max(left), in row order. */
        for (int row = 1; row < VISIBLE; row++) {
            v4d a = xs[row - 1], b = xs[row];
            moments_add(&overlap, lane_min(a + ws[row - 1], b + ws[row]) - lane_max(a, b));
        }
        /* Jitter: d = a(k) − 2a(k−1) + a(k−2) of centre x, centre y and width of a card in all three. */
        int last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1;
        for (int row = 0; row < VISIBLE; row++) {
            long i = lo + row;
            v4d width = ws[row];
            v4d cx = xs[row] + width / 2.0;
            v4d cy = (splat(mid_y) - hs[row] / 2.0) + hs[row] / 2.0;
            center_x[current * VISIBLE + row] = cx;
            center_y[current * VISIBLE + row] = cy;
            track_w[current * VISIBLE + row] = width;
            long last_row = i - slot_low[last], prior_row = i - slot_low[prior];
            if (last_row < 0 || last_row >= slot_count[last] || prior_row < 0 || prior_row >= slot_count[prior])
                continue;
            int a = last * VISIBLE + (int)last_row, b = prior * VISIBLE + (int)prior_row;
            v4d dx = cx - 2.0 * center_x[a] + center_x[b];
            v4d dy = cy - 2.0 * center_y[a] + center_y[b];
            v4d dw = width - 2.0 * track_w[a] + track_w[b];
            jitter += dx * dx;
            jitter += dy * dy;
            jitter += dw * dw;
            jitter_terms += 3;
        }
        slot_low[current] = lo;
        slot_count[current] = VISIBLE;
        current = current == 2 ? 0 : current + 1;
    }
    /* overlap_cv = √max(0, (S2 − S1²/n)/n) / |K + S1/n| (none when |mean| < 1e-9);
     * jitter_rms_pt = √(Σd²/N) (none without terms). */
    for (int j = 0; j < used; j++) {
        Result *r = out[j];
        double n = (double)overlap.count;
        double mean = overlap.count > 0 ? overlap.shift[j] + overlap.sum[j] / n : 0;
        r->has_cv = overlap.count > 0 && fabs(mean) >= 1e-9;
        if (r->has_cv) {
            double v = (overlap.sum_sq[j] - overlap.sum[j] * overlap.sum[j] / n) / n;
            r->overlap_cv = sqrt(v >= 0 ? v : 0) / fabs(mean);
        }
        r->has_jitter = jitter_terms > 0;
        if (r->has_jitter) r->jitter_rms = sqrt(jitter[j] / (double)jitter_terms);
    }
    return (Work){frames, (long)frames * VISIBLE, overlap.count, jitter_terms / 3};
}

static void print_value(FILE *fp, int has, double v) {
    if (has) fprintf(fp, "%.17g", v);
}

int main(int argc, char **argv) {
    const char *frames_path = NULL, *out_path = NULL;
    int repeat = 1, every_point = 0;
    for (int a = 1; a < argc; a++) {
        if (!strcmp(argv[a], "--out") && a + 1 < argc) out_path = argv[++a];
        else if (!strcmp(argv[a], "--repeat") && a + 1 < argc) repeat = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--every-point")) every_point = 1;
        else if (argv[a][0] != '-' && !frames_path) frames_path = argv[a];
        else { fprintf(stderr, "usage: cardstack FRAMES.csv [--out FILE] [--repeat R] [--every-point]\n"); return 2; }
    }
    if (!frames_path || repeat < 1) { fprintf(stderr, "usage: cardstack FRAMES.csv [--out FILE] [--repeat R] [--every-point]\n"); return 2; }
    int frames;
    double *offsets = read_offsets("cardstack", frames_path, &frames);
    static Point points[N_POINTS];
    static Result results[N_POINTS];
    for (int p = 0; p < N_POINTS; p++) points[p] = grid_point(p);
    /* The lanes to evaluate, grouped by spacing (four points of one spacing share the window,
     * hence each frame's focus and rel), in point order within a group. alphaDecay enters no
     * requested metric, so by default, as tunelab's lane key (CardStackKernel.LaneKey), the
     * points that differ only in it share one lane: 4 000 lanes; --every-point gives each its own. */
    static int order[N_POINTS];
    int lanes = 0;
    for (int sp = 0; sp < N_SP; sp++)
        for (int p = sp; p < N_POINTS; p += N_SP)
            if (every_point || p / N_SP % N_AD == 0) order[lanes++] = p;
    double best = 1e300;
    Ops ops = {0, 0, 0}; /* over the lanes of every point evaluated (not the unused lanes of a short group) */
    for (int r = 0; r < repeat; r++) {
        double start = now_s();
        for (int g = 0, used; g < lanes; g += used) {
            const Point *lane_points[4];
            Result *lane_results[4];
            used = 0;
            while (used < 4 && g + used < lanes && points[order[g + used]].spacing == points[order[g]].spacing) {
                lane_points[used] = &points[order[g + used]];
                lane_results[used] = &results[order[g + used]];
                used++;
            }
            Ops o = work_ops(run_lanes(lane_points, used, points[order[g]].spacing, offsets, frames, lane_results));
            if (r == 0) ops.mul += used * o.mul, ops.add += used * o.add, ops.minmax += used * o.minmax;
        }
        if (!every_point)
            for (int p = 0; p < N_POINTS; p++) results[p] = results[p - p / N_SP % N_AD * N_SP];
        double elapsed = now_s() - start;
        if (elapsed < best) best = elapsed;
    }
    fprintf(stderr, "cardstack: %d points, %d lanes, %d frames, %.6f s, %.3f us/point\n", N_POINTS, lanes, frames,
            best, best * 1e6 / N_POINTS);
    fprintf(stderr, "cardstack: ops/point %.0f (multiply %.0f, add %.0f, min/max %.0f)\n",
            (double)ops_total(ops) / N_POINTS, (double)ops.mul / N_POINTS, (double)ops.add / N_POINTS,
            (double)ops.minmax / N_POINTS);
    FILE *fp = out_path ? fopen(out_path, "w") : stdout;
    if (!fp) { fprintf(stderr, "cardstack: cannot write %s\n", out_path); return 2; }
    fprintf(fp, "point,layout.scaleFrequency,layout.centerFrequency,layout.alphaDecay,layout.spacing,overlap_cv,jitter_rms_pt\n");
    for (int p = 0; p < N_POINTS; p++) {
        fprintf(fp, "%d,%.17g,%.17g,%.17g,%.17g,", p, points[p].scale_freq, points[p].center_freq,
                points[p].alpha_decay, points[p].spacing);
        print_value(fp, results[p].has_cv, results[p].overlap_cv);
        fputc(',', fp);
        print_value(fp, results[p].has_jitter, results[p].jitter_rms);
        fputc('\n', fp);
    }
    if (fp != stdout) fclose(fp);
    free(offsets);
    return 0;
}
