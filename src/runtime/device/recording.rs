//! A [`DeviceBackend`] for machines without a GPU: device memory is host memory, kernels are
//! recorded, not run. Tests compare what a CUDA library asked the device for (images loaded,
//! attributes set, each launch's kernel, grid, block, dynamic shared memory and argument bytes)
//! with what TVM's side wrote down.

use super::backend::{DeviceBackend, DeviceError, DevicePtr, FunctionHandle, ModuleHandle};
use super::launch::{KernelArg, LaunchConfig};
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

/// An image [`DeviceBackend::load_module`] received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedModule {
    /// The device it was loaded on.
    pub device: i32,
    /// Its fmt.
    pub fmt: String,
    /// The bytes the driver would have read.
    pub image: Vec<u8>,
}

/// A kernel launch, as the driver would have received it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedLaunch {
    /// The device.
    pub device: i32,
    /// The kernel's name (as looked up in the image).
    pub kernel: String,
    /// Grid, block, dynamic shared memory and attributes.
    pub config: LaunchConfig,
    /// The argument holders, in kernel parameter order.
    pub args: Vec<KernelArg>,
}

/// A `cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)` call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedAttribute {
    /// The device.
    pub device: i32,
    /// The kernel.
    pub kernel: String,
    /// The limit set, in bytes.
    pub bytes: u32,
}

/// A [`DeviceBackend::alloc`] or [`DeviceBackend::free`] call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordedMemoryOp {
    /// `bytes` allocated at `ptr` on `device`.
    Alloc {
        /// The device.
        device: i32,
        /// The size asked for.
        bytes: usize,
        /// The address handed out.
        ptr: DevicePtr,
    },
    /// `ptr` freed on `device`.
    Free {
        /// The device.
        device: i32,
        /// The address freed.
        ptr: DevicePtr,
    },
}

/// The alignment of the addresses handed out: cuMemAlloc's (256 bytes), which TVM's and TIRx's
/// host code rely on when they check a tensor's data alignment.
const ALLOCATION_ALIGNMENT: usize = 256;

/// Host memory standing for one device allocation, its start aligned to
/// [`ALLOCATION_ALIGNMENT`].
struct Allocation {
    block: Box<[u8]>,
    /// Where the aligned start is in `block`.
    start: usize,
    /// The bytes asked for (one at least).
    len: usize,
}

impl Allocation {
    fn bytes(&mut self) -> &mut [u8] {
        &mut self.block[self.start..self.start + self.len]
    }
}

#[derive(Default)]
struct State {
    /// Every alloc and free, in order.
    memory_ops: Vec<RecordedMemoryOp>,
    /// Every `set_device` call's device, in order.
    current_devices: Vec<i32>,
    /// Allocations by their (host) address.
    memory: BTreeMap<DevicePtr, Allocation>,
    modules: Vec<RecordedModule>,
    /// (module, kernel name) per function handle.
    functions: Vec<(ModuleHandle, String)>,
    attributes: Vec<RecordedAttribute>,
    launches: Vec<RecordedLaunch>,
    synchronizations: usize,
}

/// The recording test double.
pub struct RecordingBackend {
    state: Mutex<State>,
    /// What [`DeviceBackend::compute_capability`] reports.
    compute_capability: (u32, u32),
}

impl Default for RecordingBackend {
    /// A backend that reports compute capability 9.0 (the H100/H200 TVM's fixtures target).
    fn default() -> RecordingBackend {
        RecordingBackend {
            state: Mutex::default(),
            compute_capability: (9, 0),
        }
    }
}

fn memory_error(operation: &str, message: String) -> DeviceError {
    DeviceError::Memory {
        operation: operation.to_string(),
        message,
    }
}

impl State {
    /// The allocation holding `[ptr, ptr + bytes)`, and `ptr`'s offset in it.
    fn region(
        &mut self,
        operation: &str,
        ptr: DevicePtr,
        bytes: usize,
    ) -> Result<(&mut [u8], usize), DeviceError> {
        let outside = || {
            memory_error(
                operation,
                format!("{bytes} bytes at {ptr:#x} are not inside one allocation"),
            )
        };
        let (base, allocation) = self
            .memory
            .range_mut(..=ptr)
            .next_back()
            .ok_or_else(outside)?;
        let block = allocation.bytes();
        let offset = usize::try_from(ptr - base).map_err(|_| outside())?;
        if offset
            .checked_add(bytes)
            .is_none_or(|end| end > block.len())
        {
            return Err(outside());
        }
        Ok((block, offset))
    }
}

impl RecordingBackend {
    /// An empty backend.
    pub fn new() -> RecordingBackend {
        RecordingBackend::default()
    }

    /// An empty backend whose devices report compute capability `(major, minor)`.
    pub fn with_compute_capability(major: u32, minor: u32) -> RecordingBackend {
        RecordingBackend {
            compute_capability: (major, minor),
            ..RecordingBackend::default()
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A poisoned lock only means a test thread panicked; the record is whole.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The launches so far, in order.
    pub fn launches(&self) -> Vec<RecordedLaunch> {
        self.state().launches.clone()
    }

    /// The images loaded so far, in order.
    pub fn modules(&self) -> Vec<RecordedModule> {
        self.state().modules.clone()
    }

    /// The dynamic shared memory limits set so far, in order.
    pub fn attributes(&self) -> Vec<RecordedAttribute> {
        self.state().attributes.clone()
    }

    /// Every allocation and free so far, in order.
    pub fn memory_ops(&self) -> Vec<RecordedMemoryOp> {
        self.state().memory_ops.clone()
    }

    /// The devices made current so far ([`DeviceBackend::set_device`]), in order.
    pub fn current_devices(&self) -> Vec<i32> {
        self.state().current_devices.clone()
    }

    /// How many times a device was synchronized.
    pub fn synchronizations(&self) -> usize {
        self.state().synchronizations
    }

    /// The kernels looked up so far (`cuModuleGetFunction` calls), in order.
    pub fn function_lookups(&self) -> Vec<String> {
        self.state()
            .functions
            .iter()
            .map(|(_, name)| name.clone())
            .collect()
    }
}

impl DeviceBackend for RecordingBackend {
    fn compute_capability(&self, _device: i32) -> Result<(u32, u32), DeviceError> {
        Ok(self.compute_capability)
    }
    fn set_device(&self, device: i32) -> Result<(), DeviceError> {
        self.state().current_devices.push(device);
        Ok(())
    }

    fn alloc(&self, device: i32, bytes: usize) -> Result<DevicePtr, DeviceError> {
        // One byte at least, so every allocation has its own address.
        let len = bytes.max(1);
        let block = vec![0u8; len + ALLOCATION_ALIGNMENT - 1].into_boxed_slice();
        let start = (block.as_ptr() as usize).next_multiple_of(ALLOCATION_ALIGNMENT)
            - block.as_ptr() as usize;
        let address = (block.as_ptr() as usize + start) as DevicePtr;
        let mut state = self.state();
        state
            .memory
            .insert(address, Allocation { block, start, len });
        state.memory_ops.push(RecordedMemoryOp::Alloc {
            device,
            bytes,
            ptr: address,
        });
        Ok(address)
    }

    fn free(&self, device: i32, ptr: DevicePtr) -> Result<(), DeviceError> {
        let mut state = self.state();
        match state.memory.remove(&ptr) {
            Some(_) => {
                state
                    .memory_ops
                    .push(RecordedMemoryOp::Free { device, ptr });
                Ok(())
            }
            None => Err(memory_error(
                "free",
                format!("{ptr:#x} is not the start of an allocation"),
            )),
        }
    }

    fn copy_to_device(&self, _device: i32, dst: DevicePtr, src: &[u8]) -> Result<(), DeviceError> {
        let mut state = self.state();
        let (block, offset) = state.region("copy to device", dst, src.len())?;
        block[offset..offset + src.len()].copy_from_slice(src);
        Ok(())
    }

    fn copy_to_host(
        &self,
        _device: i32,
        dst: &mut [u8],
        src: DevicePtr,
    ) -> Result<(), DeviceError> {
        let mut state = self.state();
        let (block, offset) = state.region("copy to host", src, dst.len())?;
        dst.copy_from_slice(&block[offset..offset + dst.len()]);
        Ok(())
    }

    fn copy_on_device(
        &self,
        _device: i32,
        dst: DevicePtr,
        src: DevicePtr,
        bytes: usize,
    ) -> Result<(), DeviceError> {
        let mut state = self.state();
        let (block, offset) = state.region("copy on device (source)", src, bytes)?;
        let data = block[offset..offset + bytes].to_vec();
        let (block, offset) = state.region("copy on device (destination)", dst, bytes)?;
        block[offset..offset + bytes].copy_from_slice(&data);
        Ok(())
    }

    fn load_module(
        &self,
        device: i32,
        fmt: &str,
        _arch: &str,
        image: &[u8],
    ) -> Result<ModuleHandle, DeviceError> {
        let mut state = self.state();
        state.modules.push(RecordedModule {
            device,
            fmt: fmt.to_string(),
            image: image.to_vec(),
        });
        Ok(ModuleHandle(state.modules.len() as u64 - 1))
    }

    fn get_function(
        &self,
        _device: i32,
        module: ModuleHandle,
        name: &str,
    ) -> Result<FunctionHandle, DeviceError> {
        let mut state = self.state();
        if module.0 >= state.modules.len() as u64 {
            return Err(DeviceError::UnknownHandle {
                what: "module",
                handle: module.0,
            });
        }
        state.functions.push((module, name.to_string()));
        Ok(FunctionHandle(state.functions.len() as u64 - 1))
    }

    fn set_max_dynamic_shared(
        &self,
        device: i32,
        function: FunctionHandle,
        bytes: u32,
    ) -> Result<(), DeviceError> {
        let mut state = self.state();
        let kernel = function_name(&state, function)?;
        state.attributes.push(RecordedAttribute {
            device,
            kernel,
            bytes,
        });
        Ok(())
    }

    fn launch(
        &self,
        device: i32,
        function: FunctionHandle,
        _kernel: &str,
        config: &LaunchConfig,
        args: &[KernelArg],
    ) -> Result<(), DeviceError> {
        let mut state = self.state();
        let kernel = function_name(&state, function)?;
        state.launches.push(RecordedLaunch {
            device,
            kernel,
            config: *config,
            args: args.to_vec(),
        });
        Ok(())
    }

    fn synchronize(&self, _device: i32) -> Result<(), DeviceError> {
        self.state().synchronizations += 1;
        Ok(())
    }
}

fn function_name(state: &State, function: FunctionHandle) -> Result<String, DeviceError> {
    usize::try_from(function.0)
        .ok()
        .and_then(|index| state.functions.get(index))
        .map(|(_, name)| name.clone())
        .ok_or(DeviceError::UnknownHandle {
            what: "function",
            handle: function.0,
        })
}
