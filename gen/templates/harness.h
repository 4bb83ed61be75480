/* The validation harness: what its core (harness.c.in) and a check's adapter
   (harness_<check>.c.in) say to each other. gen/check/harness.py writes the case file and reads
   the outputs; the file format is described there.

   The core reads each case's integer fields, scalars and buffers, and hands them to the
   adapter, which calls the code under test and returns its return code; the core then
   writes that code and the buffers marked "written back". The adapter names fields,
   scalars and buffers with the enums gen/check/harness.py generates from the check's layout
   (F_<field>, S_<scalar>, B_<buffer>), and defines exogemm_harness_counts from them. */
#ifndef EXOGEMM_HARNESS_H
#define EXOGEMM_HARNESS_H

#include <stdint.h>

/* One case, as the adapter sees it. Every buffer has its own allocation: it ends where an
   inaccessible page begins (a read past it faults), or, in a build with AddressSanitizer,
   it is an exactly-sized heap block (ASan watches both of its ends). */
typedef struct {
    int64_t index;          /* the case's position in the file, for messages */
    const int64_t *field;   /* field[F_<name>] */
    const double *scalar;   /* scalar[S_<name>] */
    void *const *buffer;    /* buffer[B_<name>] */
} exogemm_case;

/* Supplied by the adapter. */
extern const int64_t exogemm_harness_counts[3];  /* fields, scalars, buffers per case */
int exogemm_harness_start(int argc, char **argv); /* < 0: run the cases; else exit with it */
int64_t exogemm_harness_case(const exogemm_case *c);  /* run one case, return its code */
void exogemm_harness_finish(void);                /* after the last case */

/* Supplied by the core: report on stderr and exit with status 3. */
_Noreturn void exogemm_harness_die(const char *why, long detail);

#endif
