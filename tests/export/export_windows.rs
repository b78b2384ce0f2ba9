//! Windows DLLs never link with unresolved calls: every function the kernels' code calls
//! (`memset`/`memcpy` LLVM makes of loops, `expf`/`tanhf`/... of math, the `__chkstk` stack probe,
//! TVM's C API) is in the DLL's import table, from the DLL that really exports it; a call nothing
//! provides is a build error naming it; the DLL loads and computes under wine64; and `check`
//! reads a DLL's imports.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use object::{Object, ObjectSymbol};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use support::{modlink_failure, modlink_in, wine};

/// Kernels LLVM compiles into calls: a zeroing loop (memset), a copy into a local array
/// (memcpy) whose 16 KiB frame needs the stack probe, and float math.
const KERNELS: &str = r#"
kernel zero_fill(Y: f32[n]) {
  for i in 0..n { Y[i] = 0.0; }
}
kernel staged_copy(X: f32[1024], Y: f32[1024]) {
  local buf: f32[4096];
  for i in 0..1024 { buf[i] = X[i]; }
  for i in 0..1024 { buf[i + 2048] = buf[i]; }
  for i in 0..1024 { Y[i] = buf[i + 2048] + buf[3071 - i]; }
}
kernel act(X: f32[n], E: f32[n], T: f32[n], L: f32[n], P: f32[n], F: f32[n], M: f32[n]) {
  for i in 0..n {
    E[i] = exp(X[i]);
    T[i] = tanh(X[i]);
    L[i] = log(X[i] + 2.0);
    P[i] = pow(X[i] + 2.0, 1.5);
    F[i] = floor(X[i] * 3.0) + ceil(X[i]);
    M[i] = fma(X[i], X[i], 1.0);
  }
}
"#;

/// Kernels reach TVM's runtime through context pointers and weak externals, which need no
/// import; a host C input that calls TVM's C API directly does.
const CALLS_TVM_C: &str = r#"
int TVMFFIEnvModLookupFromImports(void *library_ctx, const char *name, void **result);
void *TVMBackendAllocWorkspace(int device_type, int device_id, unsigned long long nbytes,
                               int dtype_code, int dtype_bits);
void *host_lookup(void *ctx, const char *name) {
  void *found = 0;
  if (TVMFFIEnvModLookupFromImports(ctx, name, &found) != 0) return 0;
  return found ? found : TVMBackendAllocWorkspace(1, 0, 64, 2, 32);
}
"#;

/// The DLL each function comes from, written by hand from the functions' documentation (not
/// from modlink's lists): the C library from the Universal C Runtime, the stack probe and
/// i686's 64-bit integer helpers from ntdll, TVM's C API from its two DLLs.
fn expected_dll(c_name: &str) -> Option<&'static str> {
    const UCRT: &[&str] = &[
        "memset", "memcpy", "memmove", "memcmp", "exp", "expf", "tanh", "tanhf", "log", "logf",
        "pow", "powf", "floor", "floorf", "ceil", "ceilf", "fma", "fmaf",
    ];
    match c_name {
        name if UCRT.contains(&name) => Some("ucrtbase.dll"),
        "__chkstk" | "_chkstk" | "_alldiv" | "_aulldiv" | "_allrem" | "_aullrem" | "_allmul" => {
            Some("ntdll.dll")
        }
        name if name.starts_with("TVMFFI") => Some("tvm_ffi.dll"),
        name if name.starts_with("TVMBackend") => Some("tvm_runtime.dll"),
        _ => None,
    }
}

/// The C name of a COFF symbol: `__imp_` dropped, and i686's cdecl `_`.
fn c_name(symbol: &str, i686: bool) -> String {
    let symbol = symbol.strip_prefix("__imp_").unwrap_or(symbol);
    match symbol.strip_prefix('_') {
        Some(plain) if i686 => plain.to_string(),
        _ => symbol.to_string(),
    }
}

/// Every symbol the kept objects need that none of them defines (weak externals have a
/// default and need nothing), read with the object crate.
fn undefined_symbols(objects: &[PathBuf], i686: bool) -> BTreeSet<String> {
    let mut defined = BTreeSet::new();
    let mut undefined = BTreeSet::new();
    for path in objects {
        let bytes = std::fs::read(path).unwrap();
        let file = object::File::parse(bytes.as_slice()).unwrap();
        for symbol in file.symbols().filter(|s| s.is_global()) {
            let name = symbol.name().unwrap().to_string();
            if !symbol.is_undefined() {
                defined.insert(name);
            } else if !symbol.is_weak() {
                undefined.insert(name);
            }
        }
    }
    undefined
        .difference(&defined)
        .map(|symbol| c_name(symbol, i686))
        .collect()
}

/// The DLL's import table: imported name → DLL.
fn imports(dll: &Path) -> BTreeMap<String, String> {
    let bytes = std::fs::read(dll).unwrap();
    let file = object::File::parse(bytes.as_slice()).unwrap();
    let mut table = BTreeMap::new();
    for import in file.imports().unwrap() {
        let import = import.unwrap();
        let object::read::NameOrOrdinal::Name(name) = import.name() else {
            panic!("{}: import by ordinal", dll.display());
        };
        let previous = table.insert(
            String::from_utf8(name.to_vec()).unwrap(),
            String::from_utf8(import.library().to_vec()).unwrap(),
        );
        assert!(previous.is_none(), "{}: imported twice", dll.display());
    }
    table
}

fn build_ok(dir: &Path, args: &[&str]) {
    let output = modlink_in(dir, args);
    assert!(
        output.status.success(),
        "modlink {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Builds the kernels for `triple` keeping the objects; returns the undefined symbols of the
/// kept objects (the modlink-written `.obj` among them) and the DLL's import table.
fn build_and_read(triple: &str) -> (BTreeSet<String>, BTreeMap<String, String>) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("k.kir"), KERNELS).unwrap();
    std::fs::write(dir.path().join("tvm.c"), CALLS_TVM_C).unwrap();
    build_ok(
        dir.path(),
        &[
            "build",
            "k.kir",
            "tvm.c",
            "--target",
            triple,
            "-o",
            "k.dll",
            "--keep-temps",
            "keep",
        ],
    );
    let objects: Vec<PathBuf> = std::fs::read_dir(dir.path().join("keep"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "o" || e == "obj"))
        .collect();
    assert!(!objects.is_empty());
    let i686 = triple.starts_with("i686");
    (
        undefined_symbols(&objects, i686),
        imports(&dir.path().join("k.dll")),
    )
}

fn assert_every_call_imported(triple: &str, must_call: &[&str]) {
    let (undefined, imports) = build_and_read(triple);
    for name in must_call {
        assert!(
            undefined.contains(*name),
            "{triple}: LLVM no longer calls `{name}`, the test would prove nothing: {undefined:?}"
        );
    }
    for name in &undefined {
        let expected = expected_dll(name)
            .unwrap_or_else(|| panic!("{triple}: the objects call `{name}`, which no DLL exports"));
        assert_eq!(
            imports.get(name).map(String::as_str),
            Some(expected),
            "{triple}: `{name}` must be imported from {expected}; imports: {imports:?}"
        );
    }
    let extra: Vec<&String> = imports.keys().filter(|k| !undefined.contains(*k)).collect();
    assert!(
        extra.is_empty(),
        "{triple}: imports nothing calls: {extra:?}"
    );
}

#[test]
fn x86_64_dll_imports_every_call_the_kernels_make() {
    assert_every_call_imported(
        "x86_64-pc-windows-msvc",
        &[
            "memset",
            "memcpy",
            "expf",
            "tanhf",
            "logf",
            "powf",
            "floorf",
            "ceilf",
            "fmaf",
            "__chkstk",
            "TVMFFIEnvModLookupFromImports",
            "TVMBackendAllocWorkspace",
        ],
    );
}

#[test]
fn aarch64_dll_imports_every_call_the_kernels_make() {
    assert_every_call_imported(
        "aarch64-pc-windows-msvc",
        &[
            "memset",
            "memcpy",
            "expf",
            "tanhf",
            "__chkstk",
            "TVMFFIEnvModLookupFromImports",
            "TVMBackendAllocWorkspace",
        ],
    );
}

#[test]
fn i686_dll_imports_every_call_by_its_undecorated_name() {
    // On 32-bit Windows LLVM widens float math to the double functions (`exp`, `log`) and
    // calls `_chkstk`; the objects name them `_exp`, `__chkstk`, the import table `exp`,
    // `_chkstk`.
    assert_every_call_imported(
        "i686-pc-windows-msvc",
        &[
            "memset",
            "memcpy",
            "exp",
            "log",
            "_chkstk",
            "TVMFFIEnvModLookupFromImports",
            "TVMBackendAllocWorkspace",
        ],
    );
}

const UNRESOLVED_C: &str = "void no_such_function(void);\n\
                            int host_helper(void) { no_such_function(); return 0; }\n";

#[test]
fn a_call_nothing_provides_is_a_build_error_naming_it_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("k.kir"), KERNELS).unwrap();
    std::fs::write(dir.path().join("bad.c"), UNRESOLVED_C).unwrap();
    let before: BTreeSet<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    let stderr = modlink_failure(
        dir.path(),
        &[
            "build",
            "k.kir",
            "bad.c",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "bad.dll",
        ],
    );
    assert!(stderr.contains("unresolved symbols"), "{stderr}");
    assert!(stderr.contains("`no_such_function`"), "{stderr}");
    // Only the missing one is named: memset, expf, ... are resolved.
    for resolved in ["`memset`", "`expf`", "`_fltused`", "`__chkstk`"] {
        assert!(!stderr.contains(resolved), "{resolved} named: {stderr}");
    }
    let after: BTreeSet<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(before, after, "the failed build left files behind");

    // With a linker argument (which could bring an import library) lld-link decides; its
    // `undefined symbol:` lines become the same error.
    let stderr = modlink_failure(
        dir.path(),
        &[
            "build",
            "k.kir",
            "bad.c",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "bad.dll",
            "--linker-arg",
            "/DEBUG:NONE",
        ],
    );
    assert!(
        stderr.contains(
            "unresolved symbols linking a x86_64-pc-windows-msvc DLL: `no_such_function`"
        ),
        "{stderr}"
    );
    assert!(!dir.path().join("bad.dll").exists());
}

#[test]
fn force_unresolved_is_an_explicit_opt_out_that_check_catches() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("k.kir"), KERNELS).unwrap();
    std::fs::write(dir.path().join("bad.c"), UNRESOLVED_C).unwrap();
    build_ok(
        dir.path(),
        &[
            "build",
            "k.kir",
            "bad.c",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "forced.dll",
            "--linker-arg",
            "/FORCE:UNRESOLVED",
        ],
    );
    let (loads, stdout) = check(dir.path(), "forced.dll");
    assert!(!loads, "{stdout}");
    assert!(
        stdout.contains("FAIL  calls: 1 call(s)") && stdout.contains("outside the image"),
        "{stdout}"
    );
}

/// `modlink check FILE --target x86_64-pc-windows-msvc`: (exit 0, stdout).
fn check(dir: &Path, file: &str) -> (bool, String) {
    let output = modlink_in(dir, &["check", file, "--target", "x86_64-pc-windows-msvc"]);
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[test]
fn check_lists_a_good_dll_imports_and_fails_imports_no_dll_provides() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    std::fs::write(path.join("k.kir"), KERNELS).unwrap();
    build_ok(
        path,
        &[
            "build",
            "k.kir",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "good.dll",
        ],
    );
    let (loads, stdout) = check(path, "good.dll");
    assert!(loads, "{stdout}");
    let listed = stdout
        .lines()
        .find_map(|l| l.strip_prefix("ok    imports from ucrtbase.dll: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    let listed: BTreeSet<&str> = listed.split(", ").collect();
    let table = imports(&path.join("good.dll"));
    let from_ucrt: BTreeSet<&str> = table
        .iter()
        .filter(|(_, dll)| *dll == "ucrtbase.dll")
        .map(|(name, _)| name.as_str())
        .collect();
    assert_eq!(listed, from_ucrt);
    assert!(
        stdout.contains("ok    imports from ntdll.dll: __chkstk"),
        "{stdout}"
    );
    // The imports name their DLLs: no guess that libc or libm would provide them.
    assert!(!stdout.contains("must come from the process"), "{stdout}");

    // A user import library for a DLL nothing knows, and one that claims ucrtbase.dll has a
    // function it does not.
    std::fs::write(
        path.join("mystery.def"),
        "LIBRARY mystery.dll\nEXPORTS\n  mystery_function\n",
    )
    .unwrap();
    std::fs::write(
        path.join("fakecrt.def"),
        "LIBRARY ucrtbase.dll\nEXPORTS\n  no_such_crt_function\n",
    )
    .unwrap();
    let mystery = wine::import_library(&path.join("mystery.def"), "x64", path, "mystery");
    let fakecrt = wine::import_library(&path.join("fakecrt.def"), "x64", path, "fakecrt");
    std::fs::write(
        path.join("calls.c"),
        "void mystery_function(void);\nvoid no_such_crt_function(void);\n\
         int host_helper(void) { mystery_function(); no_such_crt_function(); return 0; }\n",
    )
    .unwrap();
    build_ok(
        path,
        &[
            "build",
            "k.kir",
            "calls.c",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "odd.dll",
            "--linker-arg",
            mystery.to_str().unwrap(),
            "--linker-arg",
            fakecrt.to_str().unwrap(),
        ],
    );
    let (loads, stdout) = check(path, "odd.dll");
    assert!(!loads, "{stdout}");
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("FAIL  imports `mystery_function` from mystery.dll")),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "FAIL  import `no_such_crt_function` from ucrtbase.dll: ucrtbase.dll does not export it"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("2 problem(s)"), "{stdout}");
}

/// The host program: loads `k.dll`, calls `act_c`, `staged_copy_c` and `zero_fill_c` on the
/// inputs (f32 bit patterns), prints every result as hex bits, one line per output.
fn host_program(inputs: &[f32], copy_inputs: &[f32]) -> String {
    let hex = |values: &[f32]| {
        values
            .iter()
            .map(|v| format!("0x{:08x}u", v.to_bits()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        r#"
typedef void *HANDLE;
__declspec(dllimport) HANDLE __stdcall GetStdHandle(unsigned long which);
__declspec(dllimport) int __stdcall WriteFile(HANDLE file, const void *data, unsigned long size,
                                              unsigned long *written, void *overlapped);
__declspec(dllimport) void __stdcall ExitProcess(unsigned int code);
__declspec(dllimport) void *__stdcall LoadLibraryA(const char *name);
__declspec(dllimport) void *__stdcall GetProcAddress(void *module, const char *name);
int _fltused = 0x9875;
#define N {n}
static unsigned int X[N] = {{ {inputs} }};
static unsigned int COPY_IN[1024] = {{ {copy_inputs} }};
static float OUT[6][N];
static float COPY_OUT[1024];
static float ZEROED[33];
static char text[65536];
static int used;
static void put(const char *s) {{ while (*s) text[used++] = *s++; }}
static void put_hex(unsigned int v) {{
  for (int s = 28; s >= 0; s -= 4) text[used++] = "0123456789abcdef"[(v >> s) & 15];
}}
static void put_row(const char *name, const float *row, int n) {{
  put(name);
  for (int i = 0; i < n; i++) {{ put(" "); put_hex(((const unsigned int *)row)[i]); }}
  put("\n");
}}
typedef int (*act_fn)(float *, float *, float *, float *, float *, float *, float *, long long);
typedef int (*copy_fn)(float *, float *);
typedef int (*zero_fn)(float *, long long);
void start(void) {{
  void *lib = LoadLibraryA("k.dll");
  act_fn act = lib ? (act_fn)GetProcAddress(lib, "act_c") : 0;
  copy_fn copy = lib ? (copy_fn)GetProcAddress(lib, "staged_copy_c") : 0;
  zero_fn zero = lib ? (zero_fn)GetProcAddress(lib, "zero_fill_c") : 0;
  if (!act || !copy || !zero) {{
    put("cannot load k.dll or its entries\n");
  }} else {{
    static const char *names[6] = {{"exp", "tanh", "log", "pow", "floorceil", "fma"}};
    int rc = act((float *)X, OUT[0], OUT[1], OUT[2], OUT[3], OUT[4], OUT[5], N);
    for (int i = 0; i < 33; i++) ZEROED[i] = 1.0f;
    rc |= copy((float *)COPY_IN, COPY_OUT);
    rc |= zero(ZEROED, 33);
    put("rc "); put_hex((unsigned int)rc); put("\n");
    for (int k = 0; k < 6; k++) put_row(names[k], OUT[k], N);
    put_row("copy", COPY_OUT, 1024);
    put_row("zeroed", ZEROED, 33);
  }}
  unsigned long written;
  WriteFile(GetStdHandle((unsigned long)-11), text, used, &written, 0);
  ExitProcess(0);
}}
"#,
        n = inputs.len(),
        inputs = hex(inputs),
        copy_inputs = hex(copy_inputs),
    )
}

/// How many representable f32 values lie between `a` and `b` (both finite, same sign).
fn ulps(a: f32, b: f32) -> u32 {
    assert_eq!(a.is_sign_negative(), b.is_sign_negative(), "{a} vs {b}");
    a.to_bits().abs_diff(b.to_bits())
}

#[test]
fn kernels_run_under_wine_through_their_imports() {
    let Some(wine64) = wine::require("kernels_run_under_wine_through_their_imports") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    std::fs::write(path.join("k.kir"), KERNELS).unwrap();
    build_ok(
        path,
        &[
            "build",
            "k.kir",
            "--target",
            "x86_64-pc-windows-msvc",
            "-o",
            "k.dll",
        ],
    );
    let table = imports(&path.join("k.dll"));
    for name in ["memset", "memcpy", "expf", "tanhf", "__chkstk"] {
        assert!(table.contains_key(name), "{name} not imported: {table:?}");
    }

    let inputs: Vec<f32> = vec![-1.5, -0.75, -0.1, 0.0, 0.3, 1.0, 1.7, 2.5, -0.0, 0.625];
    let copy_inputs: Vec<f32> = (0..1024).map(|i| (i as f32) * 0.5 - 100.25).collect();
    let kernel32 = wine::import_library(&wine::modlink_def("kernel32"), "x64", path, "kernel32");
    let exe = wine::build_exe(
        &host_program(&inputs, &copy_inputs),
        path,
        "host",
        &[kernel32],
    );
    let output = wine::run(&wine64, &exe);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{}: {stdout}{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let rows: BTreeMap<&str, Vec<f32>> = stdout
        .lines()
        .map(|line| {
            let mut words = line.split(' ');
            let name = words.next().unwrap();
            let values = words
                .map(|w| f32::from_bits(u32::from_str_radix(w, 16).unwrap()))
                .collect();
            (name, values)
        })
        .collect();
    assert_eq!(rows.get("rc").map(|r| r[0].to_bits()), Some(0), "{stdout}");

    // ucrtbase's (wine's) and glibc's float functions are each within 1 ulp of the true value,
    // so they may differ by 2; floor, ceil, sums and fma are exact in IEEE arithmetic.
    type Reference = fn(f32) -> f32;
    let transcendental: [(&str, Reference); 4] = [
        ("exp", f32::exp),
        ("tanh", f32::tanh),
        ("log", |x| (x + 2.0).ln()),
        ("pow", |x| (x + 2.0).powf(1.5)),
    ];
    for (name, reference) in transcendental {
        for (x, got) in inputs.iter().zip(&rows[name]) {
            let want = reference(*x);
            assert!(ulps(*got, want) <= 2, "{name}({x}) = {got}, want {want}");
        }
    }
    for (x, got) in inputs.iter().zip(&rows["floorceil"]) {
        assert_eq!(
            got.to_bits(),
            ((x * 3.0).floor() + x.ceil()).to_bits(),
            "floor/ceil {x}"
        );
    }
    for (x, got) in inputs.iter().zip(&rows["fma"]) {
        assert_eq!(got.to_bits(), x.mul_add(*x, 1.0).to_bits(), "fma {x}");
    }
    let copied: Vec<f32> = (0..1024)
        .map(|i| copy_inputs[i] + copy_inputs[1023 - i])
        .collect();
    assert_eq!(rows["copy"], copied);
    assert_eq!(rows["zeroed"], vec![0.0f32; 33]);
}
