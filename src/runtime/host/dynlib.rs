//! The dlopen handle of a library and symbol lookups in it and in the process's global scope.

use crate::runtime::RuntimeError;
use std::ffi::c_void;
use std::path::Path;

/// An open shared library.
pub(crate) struct DynLib {
    #[cfg(unix)]
    inner: libloading::os::unix::Library,
    #[cfg(not(unix))]
    inner: libloading::Library,
}

impl DynLib {
    /// Opens `path` with TVM's flags (`RTLD_LAZY | RTLD_LOCAL`): the library's symbols do not
    /// leak into the global scope, and its undefined symbols resolve from the global scope.
    pub(crate) fn open(path: &Path) -> Result<DynLib, RuntimeError> {
        let to_error = |error: libloading::Error| {
            // libloading keeps dlerror()'s text in the source, not in its own message.
            let message = match std::error::Error::source(&error) {
                Some(source) => format!("{error}: {source}"),
                None => error.to_string(),
            };
            RuntimeError::Open {
                path: path.display().to_string(),
                message,
            }
        };
        #[cfg(unix)]
        {
            use libloading::os::unix::{Library, RTLD_LAZY, RTLD_LOCAL};
            // dlopen searches the library path for a name without a slash (`lib.so`), so a
            // relative path would not mean the file the caller named: make it absolute.
            let absolute = std::path::absolute(path).map_err(|e| RuntimeError::Open {
                path: path.display().to_string(),
                message: e.to_string(),
            })?;
            let path = absolute.as_path();
            // SAFETY: opening runs the library's initialisers; `Library::open` is the explicit
            // host-run API whose callers accept that (and preflight checked the architecture
            // and refused W+X segments first).
            let inner =
                unsafe { Library::open(Some(path), RTLD_LAZY | RTLD_LOCAL) }.map_err(to_error)?;
            Ok(DynLib { inner })
        }
        #[cfg(not(unix))]
        {
            // SAFETY: as above.
            let inner = unsafe { libloading::Library::new(path) }.map_err(to_error)?;
            Ok(DynLib { inner })
        }
    }

    /// The address of `name` in this library, if it defines (or can reach) it.
    pub(crate) fn symbol(&self, name: &str) -> Option<*mut c_void> {
        // SAFETY: the symbol is only turned into an address here; callers decide how to use it.
        let symbol = unsafe { self.inner.get::<*mut c_void>(name) }.ok()?;
        // A `Symbol<T>` dereferences to the symbol's address reinterpreted as T.
        let address = *symbol;
        (!address.is_null()).then_some(address)
    }
}

/// Whether `name` is visible in the process's global scope (the executable, its
/// dependencies and libraries opened `RTLD_GLOBAL`), where a library's undefined symbols resolve.
#[cfg(unix)]
pub(crate) fn globally_visible(name: &str) -> bool {
    let this = libloading::os::unix::Library::this();
    // SAFETY: only the symbol's presence is checked.
    unsafe { this.get::<*mut c_void>(name) }.is_ok()
}

/// On other platforms libraries resolve imports at link time; nothing to check.
#[cfg(not(unix))]
pub(crate) fn globally_visible(_name: &str) -> bool {
    true
}
