/* Runs on the target (under qemu-user): dlopens a modlink library, finds the blob symbol with
 * dlsym, checks its length prefix against the expected blob length and prints a checksum of
 * the payload at the given offset inside the blob, the same word checksum the Rust test
 * computes while generating the payload. */
#include <dlfcn.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s LIBRARY PAYLOAD_OFFSET PAYLOAD_LEN\n", argv[0]);
    return 2;
  }
  uint64_t offset = strtoull(argv[2], NULL, 10);
  uint64_t len = strtoull(argv[3], NULL, 10);
  void *library = dlopen(argv[1], RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    return 1;
  }
  const unsigned char *blob = dlsym(library, "__tvm_ffi__library_bin");
  if (!blob) {
    fprintf(stderr, "dlsym: %s\n", dlerror());
    return 1;
  }
  uint64_t nbytes;
  memcpy(&nbytes, blob, 8);
  printf("nbytes %" PRIu64 "\n", nbytes);
  if (offset + len > 8 + nbytes || len % 8 != 0) {
    fprintf(stderr, "payload range %" PRIu64 "+%" PRIu64 " outside the blob\n", offset, len);
    return 1;
  }
  uint64_t hash = 0xcbf29ce484222325ull;
  const unsigned char *payload = blob + offset;
  for (uint64_t at = 0; at < len; at += 8) {
    uint64_t word;
    memcpy(&word, payload + at, 8);
    hash = (hash ^ word) * 0x100000001b3ull;
  }
  printf("checksum %016" PRIx64 "\n", hash);
  return 0;
}
