//! TVM's launch parameter tags (`FunctionInfo::launch_param_tags`, from the device function's
//! `tirx.kernel_launch_params`; shared/spec/cuda.md §3.4): which launch value sets which grid,
//! block or cluster dimension, and the tags that carry the dynamic shared memory size or only
//! flag a launch attribute; and the `arg_extra_tags` values. Codegen writes them, the kernel IR
//! names its bound loops with them and the runtime's launch planner reads them; they are
//! spelled here only.

/// A dimension of a grid, block or cluster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Axis {
    /// `.x`
    X,
    /// `.y`
    Y,
    /// `.z`
    Z,
}

impl Axis {
    /// The three axes, x first.
    pub const ALL: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

    /// 0 for x, 1 for y, 2 for z.
    pub fn index(self) -> usize {
        match self {
            Axis::X => 0,
            Axis::Y => 1,
            Axis::Z => 2,
        }
    }
}

/// One launch parameter tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LaunchTag {
    /// `blockIdx.{x,y,z}`: the value is the grid's extent on that axis.
    BlockIdx(Axis),
    /// `threadIdx.{x,y,z}`: the value is the block's extent on that axis.
    ThreadIdx(Axis),
    /// `clusterCtaIdx.{x,y,z}`: the value is the cluster's extent on that axis.
    ClusterCtaIdx(Axis),
    /// `preferredClusterCtaIdx.{x,y,z}`: the preferred cluster's extent on that axis.
    PreferredClusterCtaIdx(Axis),
    /// `tirx.use_dyn_shared_memory`: the value is the dynamic shared memory in bytes; it must
    /// be the last tag.
    DynamicSharedMemory,
    /// `tirx.use_programtic_dependent_launch` (TVM's spelling, sic): a flag, no value.
    ProgrammaticDependentLaunch,
    /// `tirx.use_cooperative_launch`: a flag, no value.
    CooperativeLaunch,
}

impl LaunchTag {
    /// Every tag TVM knows.
    pub const ALL: [LaunchTag; 15] = [
        LaunchTag::BlockIdx(Axis::X),
        LaunchTag::BlockIdx(Axis::Y),
        LaunchTag::BlockIdx(Axis::Z),
        LaunchTag::ThreadIdx(Axis::X),
        LaunchTag::ThreadIdx(Axis::Y),
        LaunchTag::ThreadIdx(Axis::Z),
        LaunchTag::ClusterCtaIdx(Axis::X),
        LaunchTag::ClusterCtaIdx(Axis::Y),
        LaunchTag::ClusterCtaIdx(Axis::Z),
        LaunchTag::PreferredClusterCtaIdx(Axis::X),
        LaunchTag::PreferredClusterCtaIdx(Axis::Y),
        LaunchTag::PreferredClusterCtaIdx(Axis::Z),
        LaunchTag::DynamicSharedMemory,
        LaunchTag::ProgrammaticDependentLaunch,
        LaunchTag::CooperativeLaunch,
    ];

    /// The tag as TVM writes it.
    pub fn name(self) -> &'static str {
        use Axis::{X, Y, Z};
        match self {
            LaunchTag::BlockIdx(X) => "blockIdx.x",
            LaunchTag::BlockIdx(Y) => "blockIdx.y",
            LaunchTag::BlockIdx(Z) => "blockIdx.z",
            LaunchTag::ThreadIdx(X) => "threadIdx.x",
            LaunchTag::ThreadIdx(Y) => "threadIdx.y",
            LaunchTag::ThreadIdx(Z) => "threadIdx.z",
            LaunchTag::ClusterCtaIdx(X) => "clusterCtaIdx.x",
            LaunchTag::ClusterCtaIdx(Y) => "clusterCtaIdx.y",
            LaunchTag::ClusterCtaIdx(Z) => "clusterCtaIdx.z",
            LaunchTag::PreferredClusterCtaIdx(X) => "preferredClusterCtaIdx.x",
            LaunchTag::PreferredClusterCtaIdx(Y) => "preferredClusterCtaIdx.y",
            LaunchTag::PreferredClusterCtaIdx(Z) => "preferredClusterCtaIdx.z",
            LaunchTag::DynamicSharedMemory => "tirx.use_dyn_shared_memory",
            LaunchTag::ProgrammaticDependentLaunch => "tirx.use_programtic_dependent_launch",
            LaunchTag::CooperativeLaunch => "tirx.use_cooperative_launch",
        }
    }

    /// The tag whose launch value a TIRx `LaunchConfig` field carries (FunctionInfo v2's
    /// `cuda_launch_fields`, named by apache-tvm-tirx 0.1.0a4's `backend/cuda/launch/table.py`:
    /// `grid.x` is the grid's extent in CTAs, `block.x` the threads per CTA, `cluster.x` the
    /// CTAs per cluster, `dynamic_smem_bytes` the dynamic shared memory). `None` for the fields
    /// that are not an extent (`stream`, `cooperative`, …).
    pub fn from_launch_field(field: &str) -> Option<LaunchTag> {
        let axis = |name: &str| match name {
            "x" => Some(Axis::X),
            "y" => Some(Axis::Y),
            "z" => Some(Axis::Z),
            _ => None,
        };
        if field == "dynamic_smem_bytes" {
            return Some(LaunchTag::DynamicSharedMemory);
        }
        let (config, member) = field.split_once('.')?;
        let axis = axis(member)?;
        match config {
            "grid" => Some(LaunchTag::BlockIdx(axis)),
            "block" => Some(LaunchTag::ThreadIdx(axis)),
            "cluster" => Some(LaunchTag::ClusterCtaIdx(axis)),
            "preferred_cluster" => Some(LaunchTag::PreferredClusterCtaIdx(axis)),
            _ => None,
        }
    }

    /// The tag TVM writes as `name` (TVM `ThreadScope::Create` and `LaunchParamConfig::Init`).
    pub fn parse(name: &str) -> Option<LaunchTag> {
        LaunchTag::ALL.into_iter().find(|tag| tag.name() == name)
    }

    /// Whether a launch value follows the kernel arguments for this tag (the two flag tags
    /// take none).
    pub fn takes_value(self) -> bool {
        !matches!(
            self,
            LaunchTag::ProgrammaticDependentLaunch | LaunchTag::CooperativeLaunch
        )
    }
}

impl std::fmt::Display for LaunchTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// `arg_extra_tags` value of an ordinary parameter.
pub const ARG_EXTRA_TAG_NONE: i32 = 0;
/// `arg_extra_tags` value of a parameter passed as a `CUtensorMap` by value.
pub const ARG_EXTRA_TAG_TENSOR_MAP: i32 = 1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tag_parses_back_from_its_name() {
        for tag in LaunchTag::ALL {
            assert_eq!(LaunchTag::parse(tag.name()), Some(tag));
        }
        assert_eq!(LaunchTag::parse("warpIdx.x"), None);
        assert_eq!(LaunchTag::BlockIdx(Axis::Y).to_string(), "blockIdx.y");
        assert!(!LaunchTag::CooperativeLaunch.takes_value());
        assert!(LaunchTag::DynamicSharedMemory.takes_value());
    }
}
