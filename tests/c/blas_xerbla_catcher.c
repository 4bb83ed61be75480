/* For tests/test_blas_library.py: BLAS error handlers that record instead of stopping, and
   the CBLAS globals the reference's cblas_sgemm sets around its call of sgemm_ (as the
   reference CBLAS test programs define them). Loaded RTLD_GLOBAL before the library under
   test, so its xerbla_ / cblas_xerbla / RowMajorStrg resolve here. */
#include <stddef.h>
#include <string.h>

int RowMajorStrg, CBLAS_CallFromC;

/* The last report: which handler (1 xerbla_, 2 cblas_xerbla), its routine name and
   number, RowMajorStrg and CBLAS_CallFromC when it was called, xerbla_'s hidden length. */
int caught_handler, caught_info, caught_row_major, caught_from_c, caught_calls;
long caught_len;
char caught_rout[32];

static void caught(int handler, int info, const char *rout, size_t len) {
    caught_handler = handler;
    caught_info = info;
    caught_row_major = RowMajorStrg;
    caught_from_c = CBLAS_CallFromC;
    caught_len = (long)len;
    if (len >= sizeof caught_rout) len = sizeof caught_rout - 1;
    memcpy(caught_rout, rout, len);
    caught_rout[len] = '\0';
    caught_calls++;
}

void xerbla_(const char *srname, const int *info, size_t srname_len) {
    caught(1, *info, srname, srname_len);
}

void cblas_xerbla(int info, const char *rout, const char *form, ...) {
    (void)form;
    caught(2, info, rout, strlen(rout));
}
