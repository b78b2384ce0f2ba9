/* A freestanding Windows program (no C runtime) that loads `lib.dll` from its own directory,
 * finds the blob symbol with GetProcAddress and prints the blob's `nbytes` header and the
 * FNV-1a 64 hash of its `8 + nbytes` bytes, both as 16 hex digits (tests/export/export_direct_pe.rs),
 * then the string `modlink_pointers()[1]` when the DLL exports that function.
 * Exit codes: 0 ok, 2 no library, 3 no blob symbol. */
typedef unsigned long long u64;
typedef void *HANDLE;
__declspec(dllimport) HANDLE __stdcall GetStdHandle(unsigned long);
__declspec(dllimport) int __stdcall WriteFile(HANDLE, const void *, unsigned long, unsigned long *, void *);
__declspec(dllimport) void __stdcall ExitProcess(unsigned int);
__declspec(dllimport) HANDLE __stdcall LoadLibraryA(const char *);
__declspec(dllimport) void *__stdcall GetProcAddress(HANDLE, const char *);

static void put(const char *text, unsigned long len) {
  unsigned long written;
  WriteFile(GetStdHandle((unsigned long)-11), text, len, &written, 0);
}
static void put_hex(u64 value) {
  char digits[17];
  for (int i = 0; i < 16; i++) digits[i] = "0123456789abcdef"[(value >> (60 - 4 * i)) & 15];
  digits[16] = ' ';
  put(digits, 17);
}
void start(void) {
  HANDLE library = LoadLibraryA("lib.dll");
  if (!library) { put("no library\n", 11); ExitProcess(2); }
  const unsigned char *blob = GetProcAddress(library, "__tvm_ffi__library_bin");
  if (!blob) { put("no blob\n", 8); ExitProcess(3); }
  u64 nbytes = 0;
  for (int i = 0; i < 8; i++) nbytes |= (u64)blob[i] << (8 * i);
  u64 hash = 0xcbf29ce484222325ull;
  for (u64 i = 0; i < 8 + nbytes; i++) { hash ^= blob[i]; hash *= 0x100000001b3ull; }
  put_hex(nbytes);
  put_hex(hash);
  /* A DLL linked with tests' pointer table object: its strings, through base-relocated
   * pointers. */
  typedef const char *const *(*pointers_fn)(void);
  pointers_fn pointers = (pointers_fn)GetProcAddress(library, "modlink_pointers");
  if (pointers) {
    const char *text = pointers()[1];
    unsigned long len = 0;
    while (text[len]) len++;
    put(text, len);
  }
  put("\n", 1);
  ExitProcess(0);
}
