/*
 * A libm that is one ulp off: preloaded (LD_PRELOAD) in front of the C library's libm, it
 * wraps each transcendental function below, calls the real one (dlsym(RTLD_NEXT, name)) and
 * returns nextafter(result, +infinity) when the result is finite and non-zero (NaN, the
 * infinities and the zeros pass through unchanged). Another platform's libm may round the
 * other way in the last bit; a program whose outputs do not change under this library does
 * not depend on libm's last bits. Used by scripts/libm-perturb-check.sh.
 *
 * Build: gcc -O2 -shared -fPIC -o libm-perturb.so perturb.c -ldl -lm
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>

static double up(double r) { return (isfinite(r) && r != 0) ? nextafter(r, INFINITY) : r; }
static float upf(float r) { return (isfinite(r) && r != 0) ? nextafterf(r, INFINITY) : r; }

static void *real(const char *name) {
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) abort();
    return f;
}

#define WRAP1(name) \
    double name(double x) { \
        static double (*f)(double); \
        if (!f) f = (double (*)(double))real(#name); \
        return up(f(x)); \
    } \
    float name##f(float x) { \
        static float (*f)(float); \
        if (!f) f = (float (*)(float))real(#name "f"); \
        return upf(f(x)); \
    }

#define WRAP2(name) \
    double name(double x, double y) { \
        static double (*f)(double, double); \
        if (!f) f = (double (*)(double, double))real(#name); \
        return up(f(x, y)); \
    } \
    float name##f(float x, float y) { \
        static float (*f)(float, float); \
        if (!f) f = (float (*)(float, float))real(#name "f"); \
        return upf(f(x, y)); \
    }

WRAP1(exp) WRAP1(exp2) WRAP1(exp10) WRAP1(expm1)
WRAP1(log) WRAP1(log1p) WRAP1(log2) WRAP1(log10)
WRAP1(sin) WRAP1(cos) WRAP1(tan) WRAP1(asin) WRAP1(acos) WRAP1(atan)
WRAP1(sinh) WRAP1(cosh) WRAP1(tanh) WRAP1(cbrt)
WRAP2(pow) WRAP2(atan2) WRAP2(hypot)

/* LLVM may merge sin(x) and cos(x) of one argument into one sincos call. */
void sincos(double x, double *s, double *c) {
    static void (*f)(double, double *, double *);
    if (!f) f = (void (*)(double, double *, double *))real("sincos");
    f(x, s, c);
    *s = up(*s);
    *c = up(*c);
}

void sincosf(float x, float *s, float *c) {
    static void (*f)(float, float *, float *);
    if (!f) f = (void (*)(float, float *, float *))real("sincosf");
    f(x, s, c);
    *s = upf(*s);
    *c = upf(*c);
}
