/* A standalone caller of TVM-compiled GEMM functions: what runs an aarch64 (or any cross)
 * TVM object under QEMU, where TVM's runtime library for that target is not at hand.
 *
 * The LLVM object TVM writes holds one packed function per GEMM, `__tvm_ffi_<name>`, with
 * the TVM FFI calling convention (args as TVMFFIAny, DLTensor pointers for tensors). It needs
 * from a runtime only an error setter, and, through function pointers it declares itself
 * (__TVMBackend*), workspace allocation and a parallel launcher. This file is that runtime:
 * malloc/free for workspaces, parallel tasks run one after the other on this thread (each
 * task told it is one of num_task, so a tuned schedule's parallel loops run whole), and the
 * ABI structs (DLPack's DLTensor, tvm-ffi's TVMFFIAny) written out, so it compiles with any
 * C compiler and no TVM headers. bench/tvm_models.py fills in the function table.
 *
 * usage: harness INDEX A.bin B.bin [C.bin] Y.bin  -> exit 0 and Y written, or 1 and a reason
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int32_t device_type, device_id; } DLDevice;
typedef struct { uint8_t code, bits; uint16_t lanes; } DLDataType;
typedef struct {
    void *data;
    DLDevice device;
    int32_t ndim;
    DLDataType dtype;
    int64_t *shape, *strides;
    uint64_t byte_offset;
} DLTensor;
typedef struct {
    int32_t type_index;
    uint32_t zero_padding;
    union { int64_t v_int64; void *v_ptr; };
} TVMFFIAny;
enum { kTVMFFINone = 0, kTVMFFIDLTensorPtr = 7, kDLCPU = 1, kDLFloat = 2 };

typedef int (*packed_fn)(void *self, const TVMFFIAny *args, int32_t num_args, TVMFFIAny *ret);
typedef struct { void *sync_handle; int32_t num_task; } TVMParallelGroupEnv;
typedef int (*parallel_lambda)(int task_id, TVMParallelGroupEnv *penv, void *cdata);

/* the runtime hooks the object reads through pointers: weak definitions in the object for
 * those its functions use, weak ones here too, so that any subset links */
__attribute__((weak)) void *(*__TVMBackendAllocWorkspace)(int, int, uint64_t, int, int);
__attribute__((weak)) int (*__TVMBackendFreeWorkspace)(int, int, void *);
__attribute__((weak)) int (*__TVMBackendParallelLaunch)(parallel_lambda, void *, int);
__attribute__((weak)) int (*__TVMBackendParallelBarrier)(int, TVMParallelGroupEnv *);

static void *alloc_workspace(int device_type, int device_id, uint64_t nbytes, int code, int bits) {
    (void)device_type; (void)device_id; (void)code; (void)bits;
    return malloc(nbytes ? nbytes : 1);
}
static int free_workspace(int device_type, int device_id, void *ptr) {
    (void)device_type; (void)device_id;
    free(ptr);
    return 0;
}
static int parallel_launch(parallel_lambda f, void *cdata, int num_task) {
    TVMParallelGroupEnv env = {NULL, 1};
    (void)num_task;
    return f(0, &env, cdata); /* one task: it covers the whole loop */
}
static int parallel_barrier(int task_id, TVMParallelGroupEnv *penv) {
    (void)task_id; (void)penv;
    return 0;
}

void TVMFFIErrorSetRaisedFromCStrParts(const char *kind, const char **parts, int32_t n) {
    fprintf(stderr, "%s:", kind ? kind : "Error");
    for (int32_t i = 0; i < n; i++)
        if (parts[i]) fprintf(stderr, " %s", parts[i]);
    fprintf(stderr, "\n");
}
void TVMFFIErrorSetRaisedFromCStr(const char *kind, const char *message) {
    fprintf(stderr, "%s: %s\n", kind ? kind : "Error", message ? message : "");
}

/* @FUNCTIONS@ */

static float *read_matrix(const char *path, int64_t count) {
    FILE *f = fopen(path, "rb");
    float *x = malloc((size_t)count * sizeof(float));
    if (!f || !x || fread(x, sizeof(float), (size_t)count, f) != (size_t)count) {
        fprintf(stderr, "cannot read %lld floats from %s\n", (long long)count, path);
        exit(1);
    }
    fclose(f);
    return x;
}

int main(int argc, char **argv) {
    __TVMBackendAllocWorkspace = alloc_workspace;
    __TVMBackendFreeWorkspace = free_workspace;
    __TVMBackendParallelLaunch = parallel_launch;
    __TVMBackendParallelBarrier = parallel_barrier;
    if (argc < 2) {
        fprintf(stderr, "usage: %s INDEX A.bin B.bin [C.bin] Y.bin\n", argv[0]);
        return 1;
    }
    int i = atoi(argv[1]);
    if (i < 0 || i >= N_GEMMS) {
        fprintf(stderr, "index %d out of 0..%d\n", i, N_GEMMS - 1);
        return 1;
    }
    const struct gemm *g = &GEMMS[i];
    int n_in = g->beta ? 3 : 2;
    if (argc != 3 + n_in) {
        fprintf(stderr, "%s takes %d matrix files and the output file\n", g->name, n_in);
        return 1;
    }
    int64_t shapes[4][2] = {{g->m, g->k}, {g->trans_b ? g->n : g->k, g->trans_b ? g->k : g->n},
                            {g->m, g->n}, {g->m, g->n}};
    int64_t *shape[4] = {shapes[0], shapes[1], shapes[g->beta ? 2 : 3], shapes[3]};
    DLTensor t[4];
    TVMFFIAny args[4];
    for (int a = 0; a < n_in + 1; a++) {
        int64_t count = shape[a][0] * shape[a][1];
        float *data = a < n_in ? read_matrix(argv[2 + a], count)
                               : calloc((size_t)count, sizeof(float));
        t[a] = (DLTensor){data, {kDLCPU, 0}, 2, {kDLFloat, 32, 1}, shape[a], NULL, 0};
        args[a] = (TVMFFIAny){kTVMFFIDLTensorPtr, 0, {.v_ptr = &t[a]}};
    }
    TVMFFIAny ret = {kTVMFFINone, 0, {0}};
    int rc = g->fn(NULL, args, n_in + 1, &ret);
    if (rc != 0) {
        fprintf(stderr, "%s returned %d\n", g->name, rc);
        return 1;
    }
    FILE *out = fopen(argv[2 + n_in], "wb");
    int64_t count = g->m * g->n;
    if (!out || fwrite(t[n_in].data, sizeof(float), (size_t)count, out) != (size_t)count) {
        fprintf(stderr, "cannot write %s\n", argv[2 + n_in]);
        return 1;
    }
    fclose(out);
    return 0;
}
