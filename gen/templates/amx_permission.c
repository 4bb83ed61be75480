/* The Linux permission to use the AMX tile state, asked once per process.

   Linux (5.16 and later) leaves the 8 KiB of tile data (XFEATURE_XTILEDATA) out of a
   process's state until it asks: a tile instruction before the request faults (SIGILL).
   The request is made once, by whichever thread comes first (pthread_once), and its answer
   is remembered: 0 when granted, else the errno of the refusal (EINVAL: a kernel that does
   not know the request or a CPU without AMX; ENOSPC: the signal stack is too small for the
   tile state; EPERM: denied). The permission is the whole process's, for every thread. */
#include <errno.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

#define EXOGEMM_ARCH_REQ_XCOMP_PERM 0x1023 /* <asm/prctl.h>, Linux 5.16 */
#define EXOGEMM_XFEATURE_XTILEDATA 18

static pthread_once_t exogemm_amx_once = PTHREAD_ONCE_INIT;
static int exogemm_amx_answer;

static void exogemm_amx_ask(void) {
    long r = syscall(SYS_arch_prctl, EXOGEMM_ARCH_REQ_XCOMP_PERM, EXOGEMM_XFEATURE_XTILEDATA);
    exogemm_amx_answer = r == 0 ? 0 : errno;
}

/* 0 if this process may use the AMX tiles, else the errno Linux refused them with. */
int exogemm_amx_request_permission(void) {
    pthread_once(&exogemm_amx_once, exogemm_amx_ask);
    return exogemm_amx_answer;
}
