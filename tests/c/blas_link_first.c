/* For tests/test_blas_library.py: a program linked against libexogemm_blas.so before the
   BLAS (-lexogemm_blas -lblas): cblas_sgemm is the library's, cblas_sdot and sgemv_ the
   BLAS's. Prints the three results and the library's count of computed calls. */
#include <stdint.h>
#include <stdio.h>

void cblas_sgemm(int layout, int transa, int transb, int m, int n, int k, float alpha,
                 const float *A, int lda, const float *B, int ldb, float beta, float *C,
                 int ldc);
float cblas_sdot(int n, const float *x, int incx, const float *y, int incy);
void sgemv_(const char *trans, const int *m, const int *n, const float *alpha, const float *A,
            const int *lda, const float *x, const int *incx, const float *beta, float *y,
            const int *incy, size_t trans_len);
extern uint64_t exogemm_blas_calls;

int main(void) {
    float A[6] = { 1, 2, 3, 4, 5, 6 };  /* 2 x 3 row-major */
    float B[6] = { 1, 0, 0, 1, 1, 1 };  /* 3 x 2 row-major */
    float C[4] = { 0, 0, 0, 0 };
    cblas_sgemm(101, 111, 111, 2, 2, 3, 1.0f, A, 3, B, 2, 0.0f, C, 2);
    float dot = cblas_sdot(3, A, 1, A + 3, 1);  /* 1*4 + 2*5 + 3*6 = 32 */
    int m = 3, n = 2, one = 1;
    float alpha = 1.0f, beta = 0.0f, x[2] = { 1, 1 }, y[3];
    sgemv_("N", &m, &n, &alpha, A, &m, x, &one, &beta, y, &one, 1);  /* A as 3 x 2 col-major */
    printf("%g %g %g %g | %g | %g %g %g | %llu\n", C[0], C[1], C[2], C[3], dot, y[0], y[1],
           y[2], (unsigned long long)exogemm_blas_calls);
    return 0;
}
