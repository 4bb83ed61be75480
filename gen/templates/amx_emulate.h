/* A reference model of Intel AMX's tile instructions in plain C, FOR TESTS ONLY.

   The generated AMX kernels include this header instead of using the hardware when built
   with -DEXOGEMM_AMX_EMULATE (procs/matrix/amx_tiles.py TILE_HEADER), so the same kernel C
   runs, and is validated against NumPy, on a CPU without AMX (tests/test_amx.py). It is
   never part of a library that runs for real.

   What it models (Intel SDM vol. 2, TILE* and TDP* pseudo-code; palette 1):
   - a thread's tile state: the configuration (palette, rows and bytes per row of each of 8
     tiles) and 8 tiles of 16 rows x 64 bytes;
   - ldtilecfg (_tile_loadconfig): palette 0 releases the tiles, palette 1 configures them;
     rows <= 16, colsb <= 64 and a multiple of 4 for a used tile; every tile is zeroed;
   - tileloadd / tilestored: `rows` rows of `colsb` bytes at base + r * stride; a load
     zeroes the bytes and rows beyond the configured shape;
   - tilezero; tilerelease (_tile_release);
   - tdpbf16ps: dst.f32[m][n] += a.bf16[m][2k] * b.bf16[k][2n] then += a.bf16[m][2k+1] *
     b.bf16[k][2n+1], for k over a's row pairs in order, each product exact in f32 (8-bit
     significands) and each addition rounded to nearest even in f32; denormal bf16 inputs
     are read as zero and denormal results written as zero (the SDM's DAZ / FTZ). The real
     unit may group its additions differently (the SDM leaves the order of the pair's sum
     open), which the validation bound (gen/check/tolerance.py, gamma over 2K + 1 operations in
     f32) covers for any order;
   - tdpbusd / tdpbssd: dst.s32[m][n] += sum over the four bytes of a quad of a.byte *
     b.byte (a unsigned / signed, b signed), with 32-bit wrap-around;
   - misuse the hardware faults on (no configuration, a tile number beyond 7, shapes that do
     not multiply) aborts with a message instead.
   Not modelled: tilestream loads (the same as tileloadd here), start_row (restarts after
   an interrupt), the timing and the XSAVE state. */
#ifndef EXOGEMM_AMX_EMULATE_H
#define EXOGEMM_AMX_EMULATE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXOGEMM_AMX_TILES 8
#define EXOGEMM_AMX_ROWS 16
#define EXOGEMM_AMX_COLSB 64

typedef struct {
    int configured;
    uint16_t colsb[EXOGEMM_AMX_TILES];
    uint8_t rows[EXOGEMM_AMX_TILES];
    uint8_t data[EXOGEMM_AMX_TILES][EXOGEMM_AMX_ROWS][EXOGEMM_AMX_COLSB];
} exogemm_amx_state;

/* One per thread, as the hardware's tile state is per logical CPU context. */
static _Thread_local exogemm_amx_state exogemm_amx;

static void exogemm_amx_fault(const char *what, int tile) {
    fprintf(stderr, "AMX emulation: %s (tile %d)\n", what, tile);
    abort();
}

static void exogemm_amx_check(int t) {
    if (!exogemm_amx.configured)
        exogemm_amx_fault("tile instruction without a tile configuration", t);
    if (t < 0 || t >= EXOGEMM_AMX_TILES || exogemm_amx.rows[t] == 0)
        exogemm_amx_fault("tile not configured", t);
}

static void exogemm_amx_loadconfig(const void *config) {
    const uint8_t *c = (const uint8_t *)config;
    memset(&exogemm_amx, 0, sizeof exogemm_amx);
    if (c[0] == 0)
        return;
    if (c[0] != 1)
        exogemm_amx_fault("palette other than 0 or 1", -1);
    for (int t = 0; t < EXOGEMM_AMX_TILES; t++) {
        uint16_t colsb = (uint16_t)(c[16 + 2 * t] | (c[17 + 2 * t] << 8));
        uint8_t rows = c[48 + t];
        if (rows > EXOGEMM_AMX_ROWS || colsb > EXOGEMM_AMX_COLSB || colsb % 4 != 0 ||
            (rows == 0) != (colsb == 0))
            exogemm_amx_fault("bad tile shape in the configuration", t);
        exogemm_amx.rows[t] = rows;
        exogemm_amx.colsb[t] = colsb;
    }
    exogemm_amx.configured = 1;
}

static void exogemm_amx_release(void) { memset(&exogemm_amx, 0, sizeof exogemm_amx); }

static void exogemm_amx_loadd(int t, const void *base, long stride) {
    exogemm_amx_check(t);
    memset(exogemm_amx.data[t], 0, sizeof exogemm_amx.data[t]);
    for (int r = 0; r < exogemm_amx.rows[t]; r++)
        memcpy(exogemm_amx.data[t][r], (const uint8_t *)base + (long)r * stride,
               exogemm_amx.colsb[t]);
}

static void exogemm_amx_stored(int t, void *base, long stride) {
    exogemm_amx_check(t);
    for (int r = 0; r < exogemm_amx.rows[t]; r++)
        memcpy((uint8_t *)base + (long)r * stride, exogemm_amx.data[t][r],
               exogemm_amx.colsb[t]);
}

static void exogemm_amx_zero(int t) {
    exogemm_amx_check(t);
    memset(exogemm_amx.data[t], 0, sizeof exogemm_amx.data[t]);
}

/* dst (m rows x n 32-bit lanes) += a (m rows x K quads/pairs) . b (K rows x n lanes): the
   shapes every TDP* instruction requires (#UD otherwise). */
static void exogemm_amx_shapes(int dst, int a, int b) {
    exogemm_amx_check(dst);
    exogemm_amx_check(a);
    exogemm_amx_check(b);
    if (exogemm_amx.rows[a] != exogemm_amx.rows[dst] ||
        exogemm_amx.colsb[b] != exogemm_amx.colsb[dst] ||
        exogemm_amx.rows[b] * 4 != exogemm_amx.colsb[a])
        exogemm_amx_fault("tile shapes do not multiply", dst);
}

static float exogemm_amx_f32(uint32_t bits) {
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* A bfloat16 as float32, denormals read as zero (DAZ). */
static float exogemm_amx_bf16(uint16_t x) {
    uint32_t bits = (uint32_t)x << 16;
    if ((bits & 0x7f800000u) == 0)
        bits &= 0x80000000u;
    return exogemm_amx_f32(bits);
}

/* A float32 result with denormals written as zero (FTZ). */
static float exogemm_amx_ftz(float x) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    if ((bits & 0x7f800000u) == 0)
        bits &= 0x80000000u;
    return exogemm_amx_f32(bits);
}

static void exogemm_amx_dpbf16ps(int dst, int a, int b) {
    exogemm_amx_shapes(dst, a, b);
    int rows = exogemm_amx.rows[dst], lanes = exogemm_amx.colsb[dst] / 4;
    int depth = exogemm_amx.colsb[a] / 4;
    for (int m = 0; m < rows; m++)
        for (int n = 0; n < lanes; n++) {
            float acc;
            memcpy(&acc, &exogemm_amx.data[dst][m][4 * n], sizeof acc);
            for (int k = 0; k < depth; k++)
                for (int g = 0; g < 2; g++) {
                    uint16_t x, y;
                    memcpy(&x, &exogemm_amx.data[a][m][4 * k + 2 * g], sizeof x);
                    memcpy(&y, &exogemm_amx.data[b][k][4 * n + 2 * g], sizeof y);
                    /* volatile: one rounding per addition, never contracted or regrouped */
                    volatile float product = exogemm_amx_bf16(x) * exogemm_amx_bf16(y);
                    acc = exogemm_amx_ftz(acc + product);
                }
            memcpy(&exogemm_amx.data[dst][m][4 * n], &acc, sizeof acc);
        }
}

/* tdpbusd (a_signed = 0) and tdpbssd (a_signed = 1); b is signed in both. */
static void exogemm_amx_dpb_d(int dst, int a, int b, int a_signed) {
    exogemm_amx_shapes(dst, a, b);
    int rows = exogemm_amx.rows[dst], lanes = exogemm_amx.colsb[dst] / 4;
    int depth = exogemm_amx.colsb[a] / 4;
    for (int m = 0; m < rows; m++)
        for (int n = 0; n < lanes; n++) {
            uint32_t acc;
            memcpy(&acc, &exogemm_amx.data[dst][m][4 * n], sizeof acc);
            for (int k = 0; k < depth; k++)
                for (int g = 0; g < 4; g++) {
                    uint8_t x = exogemm_amx.data[a][m][4 * k + g];
                    int32_t xa = a_signed ? (int32_t)(int8_t)x : (int32_t)x;
                    int32_t yb = (int8_t)exogemm_amx.data[b][k][4 * n + g];
                    acc += (uint32_t)(xa * yb);  /* |product| <= 2^15: no overflow */
                }
            memcpy(&exogemm_amx.data[dst][m][4 * n], &acc, sizeof acc);
        }
}

/* The immintrin.h names the generated kernels use, redirected to the model. */
#undef _tile_loadconfig
#undef _tile_release
#undef _tile_loadd
#undef _tile_stream_loadd
#undef _tile_stored
#undef _tile_zero
#undef _tile_dpbf16ps
#undef _tile_dpbusd
#undef _tile_dpbssd
#define _tile_loadconfig(config) exogemm_amx_loadconfig(config)
#define _tile_release() exogemm_amx_release()
#define _tile_loadd(t, base, stride) exogemm_amx_loadd((t), (base), (long)(stride))
#define _tile_stream_loadd(t, base, stride) exogemm_amx_loadd((t), (base), (long)(stride))
#define _tile_stored(t, base, stride) exogemm_amx_stored((t), (base), (long)(stride))
#define _tile_zero(t) exogemm_amx_zero(t)
#define _tile_dpbf16ps(dst, a, b) exogemm_amx_dpbf16ps((dst), (a), (b))
#define _tile_dpbusd(dst, a, b) exogemm_amx_dpb_d((dst), (a), (b), 0)
#define _tile_dpbssd(dst, a, b) exogemm_amx_dpb_d((dst), (a), (b), 1)

#endif
