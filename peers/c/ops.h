/* The card-stack kernel's floating-point operations per lane (one point), counted in
 * cardstack.c's source: a "multiply" is ×, or ÷ 2 (emitted as × 0.5, exact); an "add" is + or −;
 * a "min/max" is Swift.min/max as a compare and a select, or a compare. Values shared by the
 * four lanes (the frame's focus, each card's rel: scalar) and bit operations (sign, clamp mask,
 * quadrant swap) are not counted. Written where it is computed twice (z in both sin/cos
 * kernels, width/2, height/2), counted once, as the compiler emits it.
 *
 * per frame, the focus angles: rel_f·ω twice (2 ×), then two lane_sincos, each
 *   reduction 3 × 4 +, sin polynomial 9 × 6 +, cos polynomial 8 × 10 +, 1 compare (the range guard)
 * per card (5 a frame): cosine 2 × 1 +, sin 2 × 1 +, clamp 1 min, scale 1 × 1 +, width and height
 *   2 ×, x 3 × 3 +, centre x 1 +, centre y 1 × 2 +
 * per neighbouring pair (4 a frame): two right edges 2 +, min and max 2, overlap 1 +, moments
 *   (x − K, S1 +=, d², S2 +=) 1 × 3 +
 * per card shown in the last three frames (jitter): three second differences 3 × 6 +, three
 *   squares summed 3 × 3 +
 */
#ifndef CARDSTACK_OPS_H
#define CARDSTACK_OPS_H

typedef struct { long mul, add, minmax; } Ops;

static const Ops OPS_FRAME = {2 + 2 * (3 + 9 + 8), 2 * (4 + 6 + 10), 2};
static const Ops OPS_CARD = {2 + 2 + 1 + 2 + 3 + 0 + 1, 1 + 1 + 1 + 3 + 1 + 2, 1};
static const Ops OPS_PAIR = {1, 2 + 1 + 3, 2};
static const Ops OPS_JITTER = {3 + 3, 6 + 3, 0};

static inline long ops_total(Ops o) { return o.mul + o.add + o.minmax; }

#endif
