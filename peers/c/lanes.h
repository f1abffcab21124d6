/* Four points per vector (lane j = point j), as tunelab's KernelLanes = SIMD4<Double>:
 * GCC/clang vector extensions, which compile to AVX2 with -march=haswell or newer and to
 * two SSE2 halves on baseline x86-64 (or NEON on arm64). Every operation is IEEE-754 per
 * lane; build with -ffp-contract=off so no multiply and add are fused (Swift fuses none). */
#ifndef CARDSTACK_LANES_H
#define CARDSTACK_LANES_H

#include "trig.h"

typedef double v4d __attribute__((vector_size(32)));
typedef uint64_t v4u __attribute__((vector_size(32)));

static inline v4d splat(double x) { return (v4d){x, x, x, x}; }
static inline v4u ubits(v4d x) { return (v4u)x; }
static inline v4d ulanes(v4u b) { return (v4d)b; }

/* m ? a : b per lane (m all ones or all zeros). */
static inline v4d lane_select(v4u m, v4d a, v4d b) { return ulanes((ubits(a) & m) | (ubits(b) & ~m)); }
/* Swift.min(x, y) per lane: y < x ? y : x. */
static inline v4d lane_min(v4d x, v4d y) { return lane_select((v4u)(y < x), y, x); }
/* Swift.max(x, y) per lane: y >= x ? y : x. */
static inline v4d lane_max(v4d x, v4d y) { return lane_select((v4u)(y >= x), y, x); }

/* sign(r)·v: v's sign bit flipped in every lane when r's is set. */
static inline v4d with_sign(double r, v4d v) {
    uint64_t s = bits_of(r) & (1ull << 63);
    return ulanes(ubits(v) ^ (v4u){s, s, s, s});
}

/* clamp(v, 0, 1) for v ≤ 1 + a few ulps: a lane with its sign bit set becomes +0, then min with 1. */
static inline v4d unit_clamp(v4d v) {
    v4u b = ubits(v);
    v4u negative = (v4u){0, 0, 0, 0} - (b >> 63);
    return lane_min(ulanes(b & ~negative), splat(1));
}

/* sin y for |y| ≤ π/4: fdlibm's degree-13 polynomial in Estrin's order (tunelab SinCos.kernelSin). */
static inline v4d lane_ksin(v4d y) {
    v4d z = y * y, v = z * y, z2 = z * z;
    v4d low = 8.33333333332248946124e-03 + z * -1.98412698298579493134e-04;
    v4d mid = 2.75573137070700676789e-06 + z * -2.50507602534068634195e-08;
    v4d high = mid + z2 * 1.58969099521155010221e-10;
    v4d r = low + z2 * high;
    v4d tail = -1.66666666666666324348e-01 + z * r;
    return y + v * tail;
}

/* cos y for |y| ≤ π/4: fdlibm's degree-14 polynomial, w = 1 − z/2 plus its rounding error. */
static inline v4d lane_kcos(v4d y) {
    v4d z = y * y, z2 = z * z;
    v4d c1 = 4.16666666666666019037e-02 + z * -1.38888888888741095749e-03;
    v4d c2 = 2.48015872894767294178e-05 + z * -2.75573143513906633035e-07;
    v4d c3 = 2.08757232129817482790e-09 + z * -1.13596475577881948265e-11;
    v4d upper = c2 + z2 * c3;
    v4d r = z * (c1 + z2 * upper);
    v4d hz = 0.5 * z;
    v4d w = 1 - hz;
    v4d correction = (1 - w) - hz;
    return w + (correction + z * r);
}

#define REDUCED_LIMIT 823549.6 /* 2^19·π/2: |n| < 2^20 keeps n·P1 exact */

/* (sin x, cos x) per lane: x = n·π/2 + y, n = round(x·2/π) by adding 1.5·2^52, y = (x − n·P1) − n·P1t,
 * then the quadrant n mod 4 (the shifted sum's two low bits) swaps and negates. A lane at or beyond
 * REDUCED_LIMIT (or NaN) sends every lane through the scalar el_sin / el_cos, as tunelab does. */
static inline void lane_sincos(v4d x, v4d *sin_out, v4d *cos_out) {
    v4d mag = ulanes(ubits(x) & ~(v4u){1ull << 63, 1ull << 63, 1ull << 63, 1ull << 63});
    v4u inside = (v4u)(mag < splat(REDUCED_LIMIT));
    if (!(inside[0] & inside[1] & inside[2] & inside[3])) {
        for (int j = 0; j < 4; j++) {
            (*sin_out)[j] = el_sin(x[j]);
            (*cos_out)[j] = el_cos(x[j]);
        }
        return;
    }
    const double shift = 6755399441055744.0; /* 1.5·2^52 */
    v4d shifted = x * 6.36619772367581382433e-01 + shift;
    v4d n = shifted - shift;
    v4d y = (x - n * 1.57079632673412561417e+00) - n * 6.07710050650619224932e-11;
    v4d s = lane_ksin(y), c = lane_kcos(y);
    v4u q = ubits(shifted) & 3;
    v4u swap = (v4u){0, 0, 0, 0} - (q & 1);
    v4u sb = ubits(s), cb = ubits(c);
    v4u sin_bits = (sb & ~swap) | (cb & swap);
    v4u cos_bits = (cb & ~swap) | (sb & swap);
    *sin_out = ulanes(sin_bits ^ ((q & 2) << 62));
    *cos_out = ulanes(cos_bits ^ (((q + 1) & 2) << 62));
}

#endif
