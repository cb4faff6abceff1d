/* libFuzzer harness template. Replace TARGET_* with the function under test. */
#include <stddef.h>
#include <stdint.h>

/* #include "target.h" */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0 || size > (1u << 20)) {
        return 0;
    }
    /* TARGET_obj *o = TARGET_parse(data, size); */
    /* if (o) TARGET_free(o); */
    return 0;
}
