//! Running Windows programs under wine64: the program, one prefix per test binary under
//! cargo's target tmp directory (created once, behind a `OnceLock`), and freestanding Windows
//! executables built with clang-19 and lld-link-19 against import libraries made from modlink's
//! own `.def` lists (no SDK).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The wine64 loader: `$MODLINK_WINE64` when set (a path: one that is not a file means no
/// wine), else Debian's (ci/setup.sh installs `wine64`), else `wine64` on PATH.
pub fn wine64() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("MODLINK_WINE64") {
        let path = PathBuf::from(path);
        return path.is_file().then_some(path);
    }
    let debian = PathBuf::from("/usr/lib/wine/wine64");
    if debian.is_file() {
        return Some(debian);
    }
    let found = Command::new("wine64").arg("--version").output();
    found
        .ok()
        .filter(|o| o.status.success())
        .map(|_| PathBuf::from("wine64"))
}

/// wine64 for `test`; when it is missing, `None` after [`super::skip`], which fails the test
/// under CI (ci/setup.sh installs wine64) and skips it elsewhere.
pub fn require(test: &str) -> Option<PathBuf> {
    let found = wine64();
    if found.is_none() {
        super::skip(
            test,
            "wine64 is not installed",
            "install wine64 (`bash ci/setup.sh` does), or set MODLINK_WINE64 to its loader",
        );
    }
    found
}

/// The prefix every wine run of this test binary shares, created by the first caller (a first
/// start takes seconds and prints a few `wine: ...` lines on stderr).
pub fn prefix(wine: &Path) -> &'static Path {
    static PREFIX: OnceLock<PathBuf> = OnceLock::new();
    PREFIX.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wine-prefix");
        std::fs::create_dir_all(&dir).unwrap();
        let output = Command::new(wine)
            .arg("wineboot")
            .arg("--init")
            .env("WINEDEBUG", "-all")
            .env("WINEPREFIX", &dir)
            .output()
            .unwrap();
        assert!(
            dir.join("system.reg").is_file(),
            "wineboot did not create the prefix {}: {}",
            dir.display(),
            String::from_utf8_lossy(&output.stderr)
        );
        dir
    })
}

/// Runs `exe` under wine64 in its own directory (where Windows looks for the DLLs it loads).
pub fn run(wine: &Path, exe: &Path) -> Output {
    let prefix = prefix(wine);
    Command::new(wine)
        .arg(exe.file_name().unwrap())
        .current_dir(exe.parent().unwrap())
        .env("WINEDEBUG", "-all")
        .env("WINEPREFIX", prefix)
        .output()
        .unwrap()
}

/// The `.def` list modlink ships for `dll_stem` (`kernel32`, `ucrtbase`, ...).
pub fn modlink_def(dll_stem: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("src/target/windows")
        .join(format!("{dll_stem}.def"))
}

/// Writes the import library `<dir>/<name>.lib` for `def` with lld-link's librarian.
pub fn import_library(def: &Path, machine: &str, dir: &Path, name: &str) -> PathBuf {
    let library = dir.join(format!("{name}.lib"));
    let status = Command::new("lld-link-19")
        .arg("/lib")
        .arg(format!("/machine:{machine}"))
        .arg(format!("/def:{}", def.display()))
        .arg(format!("/out:{}", library.display()))
        .status()
        .unwrap();
    assert!(status.success(), "lld-link /lib /def:{}", def.display());
    library
}

/// Compiles the freestanding C program `source` (entry `void start(void)`, Win32 imports
/// declared by hand) into `<dir>/<name>.exe` for x86_64, linked against `libraries`.
pub fn build_exe(source: &str, dir: &Path, name: &str, libraries: &[PathBuf]) -> PathBuf {
    let c = dir.join(format!("{name}.c"));
    let obj = dir.join(format!("{name}.obj"));
    let exe = dir.join(format!("{name}.exe"));
    std::fs::write(&c, source).unwrap();
    let compiled = Command::new("clang-19")
        .args(["--target=x86_64-pc-windows-msvc", "-c", "-O1", "-o"])
        .arg(&obj)
        .arg(&c)
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "clang-19: {}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let linked = Command::new("lld-link-19")
        .args(["/ENTRY:start", "/SUBSYSTEM:CONSOLE", "/NODEFAULTLIB"])
        .arg(&obj)
        .args(libraries)
        .arg(format!("/OUT:{}", exe.display()))
        .output()
        .unwrap();
    assert!(
        linked.status.success(),
        "lld-link-19: {}",
        String::from_utf8_lossy(&linked.stderr)
    );
    exe
}
