target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__TVMBackendParallelLaunch = linkonce local_unnamed_addr global ptr null, align 8
@.str.0 = private unnamed_addr constant [44 x i8] c"kernel `matmul`: expected 3 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 0 (`A`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 0 (`A`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 0 (`A`): expected ndim 2, got \00", align 1
@.str.6 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 0 (`A`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 0 (`A`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.12 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 0 (`A`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.13 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.14 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 1 (`B`): expected a tensor, got NULL\00", align 1
@.str.15 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 1 (`B`): expected ndim 2, got \00", align 1
@.str.16 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 1 (`B`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.17 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 1 (`B`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.18 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 1 (`B`): dimension 0 (`k`) is \00", align 1
@.str.19 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 1 bound `k` to \00", align 1
@.str.20 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 1 (`B`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.21 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 1 (`B`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.22 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 2 (`C`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.23 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 2 (`C`): expected a tensor, got NULL\00", align 1
@.str.24 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): expected ndim 2, got \00", align 1
@.str.25 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 2 (`C`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.26 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 2 (`C`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.27 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): dimension 0 (`m`) is \00", align 1
@.str.28 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 0 bound `m` to \00", align 1
@.str.29 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): dimension 1 (`n`) is \00", align 1
@.str.30 = private unnamed_addr constant [49 x i8] c", but argument 1 (`B`) dimension 1 bound `n` to \00", align 1
@.str.31 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 2 (`C`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.32 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 2 (`C`): is not compact row-major: stride of dimension 0 is \00", align 1

define range(i32 -1, 1) i32 @matmul_c(ptr %A, ptr %B, ptr %C, i64 %m, i64 %k, i64 %n) local_unnamed_addr {
entry:
  %closure.data = alloca { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, align 8
  store i64 0, ptr %closure.data, align 8
  %field1 = getelementptr inbounds i8, ptr %closure.data, i64 8
  store i64 %m, ptr %field1, align 8
  %field2 = getelementptr inbounds i8, ptr %closure.data, i64 16
  store ptr %A, ptr %field2, align 8
  %field3 = getelementptr inbounds i8, ptr %closure.data, i64 24
  store i64 %m, ptr %field3, align 8
  %field4 = getelementptr inbounds i8, ptr %closure.data, i64 32
  store i64 %k, ptr %field4, align 8
  %field5 = getelementptr inbounds i8, ptr %closure.data, i64 40
  store ptr %B, ptr %field5, align 8
  %field6 = getelementptr inbounds i8, ptr %closure.data, i64 48
  store i64 %k, ptr %field6, align 8
  %field7 = getelementptr inbounds i8, ptr %closure.data, i64 56
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds i8, ptr %closure.data, i64 64
  store ptr %C, ptr %field8, align 8
  %field9 = getelementptr inbounds i8, ptr %closure.data, i64 72
  store i64 %m, ptr %field9, align 8
  %field10 = getelementptr inbounds i8, ptr %closure.data, i64 80
  store i64 %n, ptr %field10, align 8
  %field11 = getelementptr inbounds i8, ptr %closure.data, i64 88
  store i64 %k, ptr %field11, align 8
  %field12 = getelementptr inbounds i8, ptr %closure.data, i64 96
  store i64 %n, ptr %field12, align 8
  %launch = load ptr, ptr @__TVMBackendParallelLaunch, align 8
  %no_pool = icmp eq ptr %launch, null
  br i1 %no_pool, label %parallel.serial, label %parallel.launch

parallel.launch:                                  ; preds = %entry
  %launched = call i32 %launch(ptr nonnull @__modlink_matmul_parallel0, ptr nonnull %closure.data, i32 0)
  %0 = icmp ne i32 %launched, 0
  %1 = sext i1 %0 to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %more34.i = icmp sgt i64 %m, 0
  br i1 %more34.i, label %for.j.preheader.lr.ph.i, label %parallel.done

for.j.preheader.lr.ph.i:                          ; preds = %parallel.serial
  %more2132.i = icmp sgt i64 %n, 0
  %more2229.i = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 3
  %2 = icmp ult i64 %k, 4
  %unroll_iter = and i64 %k, 9223372036854775804
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader.i

for.j.preheader.i:                                ; preds = %for.j.end.i, %for.j.preheader.lr.ph.i
  %i.addr.035.i = phi i64 [ 0, %for.j.preheader.lr.ph.i ], [ %i.next.i, %for.j.end.i ]
  br i1 %more2132.i, label %for.r.preheader.lr.ph.i, label %for.j.end.i

for.r.preheader.lr.ph.i:                          ; preds = %for.j.preheader.i
  %row.i = mul nsw i64 %i.addr.035.i, %k
  %3 = getelementptr float, ptr %A, i64 %row.i
  %row26.i = mul nuw nsw i64 %i.addr.035.i, %n
  %4 = getelementptr float, ptr %C, i64 %row26.i
  br label %for.r.preheader.i

for.r.preheader.i:                                ; preds = %for.r.end.i, %for.r.preheader.lr.ph.i
  %j.addr.033.i = phi i64 [ 0, %for.r.preheader.lr.ph.i ], [ %j.next.i, %for.r.end.i ]
  %invariant.gep.i = getelementptr float, ptr %B, i64 %j.addr.033.i
  br i1 %more2229.i, label %for.r.body.i.preheader, label %for.r.end.i

for.r.body.i.preheader:                           ; preds = %for.r.preheader.i
  br i1 %2, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.j.end.i:                                      ; preds = %for.r.end.i, %for.j.preheader.i
  %i.next.i = add nuw nsw i64 %i.addr.035.i, 1
  %exitcond.not = icmp eq i64 %i.next.i, %m
  br i1 %exitcond.not, label %parallel.done, label %for.j.preheader.i

for.r.body.i:                                     ; preds = %for.r.body.i.preheader, %for.r.body.i
  %r.addr.031.i = phi i64 [ %r.next.i.3, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %acc.030.i = phi float [ %add.i.3, %for.r.body.i ], [ 0.000000e+00, %for.r.body.i.preheader ]
  %niter = phi i64 [ %niter.next.3, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %A.addr.i = getelementptr float, ptr %3, i64 %r.addr.031.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %row24.i = mul nuw nsw i64 %r.addr.031.i, %n
  %gep.i = getelementptr float, ptr %invariant.gep.i, i64 %row24.i
  %B.elem.i = load float, ptr %gep.i, align 4
  %mul.i = fmul float %A.elem.i, %B.elem.i
  %add.i = fadd float %acc.030.i, %mul.i
  %r.next.i = or disjoint i64 %r.addr.031.i, 1
  %A.addr.i.1 = getelementptr float, ptr %3, i64 %r.next.i
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %row24.i.1 = mul nuw nsw i64 %r.next.i, %n
  %gep.i.1 = getelementptr float, ptr %invariant.gep.i, i64 %row24.i.1
  %B.elem.i.1 = load float, ptr %gep.i.1, align 4
  %mul.i.1 = fmul float %A.elem.i.1, %B.elem.i.1
  %add.i.1 = fadd float %add.i, %mul.i.1
  %r.next.i.1 = or disjoint i64 %r.addr.031.i, 2
  %A.addr.i.2 = getelementptr float, ptr %3, i64 %r.next.i.1
  %A.elem.i.2 = load float, ptr %A.addr.i.2, align 4
  %row24.i.2 = mul nuw nsw i64 %r.next.i.1, %n
  %gep.i.2 = getelementptr float, ptr %invariant.gep.i, i64 %row24.i.2
  %B.elem.i.2 = load float, ptr %gep.i.2, align 4
  %mul.i.2 = fmul float %A.elem.i.2, %B.elem.i.2
  %add.i.2 = fadd float %add.i.1, %mul.i.2
  %r.next.i.2 = or disjoint i64 %r.addr.031.i, 3
  %A.addr.i.3 = getelementptr float, ptr %3, i64 %r.next.i.2
  %A.elem.i.3 = load float, ptr %A.addr.i.3, align 4
  %row24.i.3 = mul nuw nsw i64 %r.next.i.2, %n
  %gep.i.3 = getelementptr float, ptr %invariant.gep.i, i64 %row24.i.3
  %B.elem.i.3 = load float, ptr %gep.i.3, align 4
  %mul.i.3 = fmul float %A.elem.i.3, %B.elem.i.3
  %add.i.3 = fadd float %add.i.2, %mul.i.3
  %r.next.i.3 = add nuw nsw i64 %r.addr.031.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.r.end.i.loopexit.unr-lcssa:                   ; preds = %for.r.body.i, %for.r.body.i.preheader
  %add.i.lcssa.ph = phi float [ poison, %for.r.body.i.preheader ], [ %add.i.3, %for.r.body.i ]
  %r.addr.031.i.unr = phi i64 [ 0, %for.r.body.i.preheader ], [ %r.next.i.3, %for.r.body.i ]
  %acc.030.i.unr = phi float [ 0.000000e+00, %for.r.body.i.preheader ], [ %add.i.3, %for.r.body.i ]
  br i1 %lcmp.mod.not, label %for.r.end.i, label %for.r.body.i.epil

for.r.body.i.epil:                                ; preds = %for.r.end.i.loopexit.unr-lcssa, %for.r.body.i.epil
  %r.addr.031.i.epil = phi i64 [ %r.next.i.epil, %for.r.body.i.epil ], [ %r.addr.031.i.unr, %for.r.end.i.loopexit.unr-lcssa ]
  %acc.030.i.epil = phi float [ %add.i.epil, %for.r.body.i.epil ], [ %acc.030.i.unr, %for.r.end.i.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.r.body.i.epil ], [ 0, %for.r.end.i.loopexit.unr-lcssa ]
  %A.addr.i.epil = getelementptr float, ptr %3, i64 %r.addr.031.i.epil
  %A.elem.i.epil = load float, ptr %A.addr.i.epil, align 4
  %row24.i.epil = mul nuw nsw i64 %r.addr.031.i.epil, %n
  %gep.i.epil = getelementptr float, ptr %invariant.gep.i, i64 %row24.i.epil
  %B.elem.i.epil = load float, ptr %gep.i.epil, align 4
  %mul.i.epil = fmul float %A.elem.i.epil, %B.elem.i.epil
  %add.i.epil = fadd float %acc.030.i.epil, %mul.i.epil
  %r.next.i.epil = add nuw nsw i64 %r.addr.031.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.r.end.i, label %for.r.body.i.epil, !llvm.loop !0

for.r.end.i:                                      ; preds = %for.r.end.i.loopexit.unr-lcssa, %for.r.body.i.epil, %for.r.preheader.i
  %acc.0.lcssa.i = phi float [ 0.000000e+00, %for.r.preheader.i ], [ %add.i.lcssa.ph, %for.r.end.i.loopexit.unr-lcssa ], [ %add.i.epil, %for.r.body.i.epil ]
  %C.addr.i = getelementptr float, ptr %4, i64 %j.addr.033.i
  store float %acc.0.lcssa.i, ptr %C.addr.i, align 4
  %j.next.i = add nuw nsw i64 %j.addr.033.i, 1
  %exitcond36.not.i = icmp eq i64 %j.next.i, %n
  br i1 %exitcond36.not.i, label %for.j.end.i, label %for.r.preheader.i

parallel.done:                                    ; preds = %for.j.end.i, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %1, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %for.j.end.i ]
  ret i32 %parallel.status
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal noundef i32 @__modlink_matmul_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds i8, ptr %cdata, i64 8
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds i8, ptr %cdata, i64 16
  %A = load ptr, ptr %field.at2, align 8
  %field.at4 = getelementptr inbounds i8, ptr %cdata, i64 32
  %extent5 = load i64, ptr %field.at4, align 8
  %field.at6 = getelementptr inbounds i8, ptr %cdata, i64 40
  %B = load ptr, ptr %field.at6, align 8
  %field.at9 = getelementptr inbounds i8, ptr %cdata, i64 56
  %extent10 = load i64, ptr %field.at9, align 8
  %field.at11 = getelementptr inbounds i8, ptr %cdata, i64 64
  %C = load ptr, ptr %field.at11, align 8
  %field.at14 = getelementptr inbounds i8, ptr %cdata, i64 80
  %extent15 = load i64, ptr %field.at14, align 8
  %field.at16 = getelementptr inbounds i8, ptr %cdata, i64 88
  %k = load i64, ptr %field.at16, align 8
  %field.at17 = getelementptr inbounds i8, ptr %cdata, i64 96
  %n = load i64, ptr %field.at17, align 8
  %num_task.at = getelementptr inbounds i8, ptr %penv, i64 8
  %num_task = load i32, ptr %num_task.at, align 4
  %0 = tail call i32 @llvm.smax.i32(i32 %num_task, i32 1)
  %num_task19 = zext nneg i32 %0 to i64
  %span = sub i64 %end, %start
  %total = tail call i64 @llvm.smax.i64(i64 %span, i64 0)
  %1 = add nsw i64 %total, -1
  %rounded = add i64 %1, %num_task19
  %chunk = sdiv i64 %rounded, %num_task19
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %high20 = tail call i64 @llvm.smin.i64(i64 %high, i64 %end)
  %more34 = icmp slt i64 %low, %high20
  br i1 %more34, label %for.j.preheader.lr.ph, label %for.i.end

for.j.preheader.lr.ph:                            ; preds = %entry
  %more2132 = icmp sgt i64 %n, 0
  %more2229 = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 3
  %2 = icmp ult i64 %k, 4
  %unroll_iter = and i64 %k, 9223372036854775804
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader

for.j.preheader:                                  ; preds = %for.j.preheader.lr.ph, %for.j.end
  %i.addr.035 = phi i64 [ %low, %for.j.preheader.lr.ph ], [ %i.next, %for.j.end ]
  br i1 %more2132, label %for.r.preheader.lr.ph, label %for.j.end

for.r.preheader.lr.ph:                            ; preds = %for.j.preheader
  %row = mul nsw i64 %i.addr.035, %extent5
  %3 = getelementptr float, ptr %A, i64 %row
  %row26 = mul nsw i64 %i.addr.035, %extent15
  %4 = getelementptr float, ptr %C, i64 %row26
  br label %for.r.preheader

for.i.end:                                        ; preds = %for.j.end, %entry
  ret i32 0

for.r.preheader:                                  ; preds = %for.r.preheader.lr.ph, %for.r.end
  %j.addr.033 = phi i64 [ 0, %for.r.preheader.lr.ph ], [ %j.next, %for.r.end ]
  %invariant.gep = getelementptr float, ptr %B, i64 %j.addr.033
  br i1 %more2229, label %for.r.body.preheader, label %for.r.end

for.r.body.preheader:                             ; preds = %for.r.preheader
  br i1 %2, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.j.end:                                        ; preds = %for.r.end, %for.j.preheader
  %i.next = add nsw i64 %i.addr.035, 1
  %more = icmp slt i64 %i.next, %high20
  br i1 %more, label %for.j.preheader, label %for.i.end

for.r.body:                                       ; preds = %for.r.body.preheader, %for.r.body
  %r.addr.031 = phi i64 [ %r.next.3, %for.r.body ], [ 0, %for.r.body.preheader ]
  %acc.030 = phi float [ %add.3, %for.r.body ], [ 0.000000e+00, %for.r.body.preheader ]
  %niter = phi i64 [ %niter.next.3, %for.r.body ], [ 0, %for.r.body.preheader ]
  %A.addr = getelementptr float, ptr %3, i64 %r.addr.031
  %A.elem = load float, ptr %A.addr, align 4
  %row24 = mul nsw i64 %r.addr.031, %extent10
  %gep = getelementptr float, ptr %invariant.gep, i64 %row24
  %B.elem = load float, ptr %gep, align 4
  %mul = fmul float %A.elem, %B.elem
  %add = fadd float %acc.030, %mul
  %r.next = or disjoint i64 %r.addr.031, 1
  %A.addr.1 = getelementptr float, ptr %3, i64 %r.next
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %row24.1 = mul nsw i64 %r.next, %extent10
  %gep.1 = getelementptr float, ptr %invariant.gep, i64 %row24.1
  %B.elem.1 = load float, ptr %gep.1, align 4
  %mul.1 = fmul float %A.elem.1, %B.elem.1
  %add.1 = fadd float %add, %mul.1
  %r.next.1 = or disjoint i64 %r.addr.031, 2
  %A.addr.2 = getelementptr float, ptr %3, i64 %r.next.1
  %A.elem.2 = load float, ptr %A.addr.2, align 4
  %row24.2 = mul nsw i64 %r.next.1, %extent10
  %gep.2 = getelementptr float, ptr %invariant.gep, i64 %row24.2
  %B.elem.2 = load float, ptr %gep.2, align 4
  %mul.2 = fmul float %A.elem.2, %B.elem.2
  %add.2 = fadd float %add.1, %mul.2
  %r.next.2 = or disjoint i64 %r.addr.031, 3
  %A.addr.3 = getelementptr float, ptr %3, i64 %r.next.2
  %A.elem.3 = load float, ptr %A.addr.3, align 4
  %row24.3 = mul nsw i64 %r.next.2, %extent10
  %gep.3 = getelementptr float, ptr %invariant.gep, i64 %row24.3
  %B.elem.3 = load float, ptr %gep.3, align 4
  %mul.3 = fmul float %A.elem.3, %B.elem.3
  %add.3 = fadd float %add.2, %mul.3
  %r.next.3 = add nuw nsw i64 %r.addr.031, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.r.end.loopexit.unr-lcssa:                     ; preds = %for.r.body, %for.r.body.preheader
  %add.lcssa.ph = phi float [ poison, %for.r.body.preheader ], [ %add.3, %for.r.body ]
  %r.addr.031.unr = phi i64 [ 0, %for.r.body.preheader ], [ %r.next.3, %for.r.body ]
  %acc.030.unr = phi float [ 0.000000e+00, %for.r.body.preheader ], [ %add.3, %for.r.body ]
  br i1 %lcmp.mod.not, label %for.r.end, label %for.r.body.epil

for.r.body.epil:                                  ; preds = %for.r.end.loopexit.unr-lcssa, %for.r.body.epil
  %r.addr.031.epil = phi i64 [ %r.next.epil, %for.r.body.epil ], [ %r.addr.031.unr, %for.r.end.loopexit.unr-lcssa ]
  %acc.030.epil = phi float [ %add.epil, %for.r.body.epil ], [ %acc.030.unr, %for.r.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.r.body.epil ], [ 0, %for.r.end.loopexit.unr-lcssa ]
  %A.addr.epil = getelementptr float, ptr %3, i64 %r.addr.031.epil
  %A.elem.epil = load float, ptr %A.addr.epil, align 4
  %row24.epil = mul nsw i64 %r.addr.031.epil, %extent10
  %gep.epil = getelementptr float, ptr %invariant.gep, i64 %row24.epil
  %B.elem.epil = load float, ptr %gep.epil, align 4
  %mul.epil = fmul float %A.elem.epil, %B.elem.epil
  %add.epil = fadd float %acc.030.epil, %mul.epil
  %r.next.epil = add nuw nsw i64 %r.addr.031.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.r.end, label %for.r.body.epil, !llvm.loop !2

for.r.end:                                        ; preds = %for.r.end.loopexit.unr-lcssa, %for.r.body.epil, %for.r.preheader
  %acc.0.lcssa = phi float [ 0.000000e+00, %for.r.preheader ], [ %add.lcssa.ph, %for.r.end.loopexit.unr-lcssa ], [ %add.epil, %for.r.body.epil ]
  %C.addr = getelementptr float, ptr %4, i64 %j.addr.033
  store float %acc.0.lcssa, ptr %C.addr, align 4
  %j.next = add nuw nsw i64 %j.addr.033, 1
  %exitcond36.not = icmp eq i64 %j.next, %n
  br i1 %exitcond36.not, label %for.j.end, label %for.r.preheader
}

define range(i32 -1, 1) i32 @__tvm_ffi_matmul(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i895, %__modlink_format_i64.exit893, %call.i858, %__modlink_format_i64.exit843, %call.i825, %__modlink_format_i64.exit823, %call.i788, %__modlink_format_i64.exit786, %call.i751, %__modlink_format_i64.exit749, %call.i731, %__modlink_format_i64.exit729, %call.i677, %__modlink_format_i64.exit675, %call.i657, %check18.fail, %call.i654, %__modlink_format_i64.exit652, %call.i634, %__modlink_format_i64.exit632, %call.i597, %__modlink_format_i64.exit582, %call.i564, %__modlink_format_i64.exit562, %call.i527, %__modlink_format_i64.exit525, %call.i507, %__modlink_format_i64.exit505, %call.i453, %__modlink_format_i64.exit451, %call.i433, %check10.fail, %call.i430, %__modlink_format_i64.exit428, %call.i410, %__modlink_format_i64.exit408, %call.i373, %__modlink_format_i64.exit358, %call.i340, %__modlink_format_i64.exit338, %call.i320, %__modlink_format_i64.exit318, %call.i266, %__modlink_format_i64.exit264, %call.i246, %check3.fail, %call.i243, %__modlink_format_i64.exit241, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result224, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit241 ], [ -1, %call.i243 ], [ -1, %check3.fail ], [ -1, %call.i246 ], [ -1, %__modlink_format_i64.exit264 ], [ -1, %call.i266 ], [ -1, %__modlink_format_i64.exit318 ], [ -1, %call.i320 ], [ -1, %__modlink_format_i64.exit338 ], [ -1, %call.i340 ], [ -1, %__modlink_format_i64.exit358 ], [ -1, %call.i373 ], [ -1, %__modlink_format_i64.exit408 ], [ -1, %call.i410 ], [ -1, %__modlink_format_i64.exit428 ], [ -1, %call.i430 ], [ -1, %check10.fail ], [ -1, %call.i433 ], [ -1, %__modlink_format_i64.exit451 ], [ -1, %call.i453 ], [ -1, %__modlink_format_i64.exit505 ], [ -1, %call.i507 ], [ -1, %__modlink_format_i64.exit525 ], [ -1, %call.i527 ], [ -1, %__modlink_format_i64.exit562 ], [ -1, %call.i564 ], [ -1, %__modlink_format_i64.exit582 ], [ -1, %call.i597 ], [ -1, %__modlink_format_i64.exit632 ], [ -1, %call.i634 ], [ -1, %__modlink_format_i64.exit652 ], [ -1, %call.i654 ], [ -1, %check18.fail ], [ -1, %call.i657 ], [ -1, %__modlink_format_i64.exit675 ], [ -1, %call.i677 ], [ -1, %__modlink_format_i64.exit729 ], [ -1, %call.i731 ], [ -1, %__modlink_format_i64.exit749 ], [ -1, %call.i751 ], [ -1, %__modlink_format_i64.exit786 ], [ -1, %call.i788 ], [ -1, %__modlink_format_i64.exit823 ], [ -1, %call.i825 ], [ -1, %__modlink_format_i64.exit843 ], [ -1, %call.i858 ], [ -1, %__modlink_format_i64.exit893 ], [ -1, %call.i895 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc nuw nsw i64 %digit1.i to i8
  %ascii.i = or disjoint i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %more.not.i = icmp ult i64 %remaining.i, 10
  br i1 %more.not.i, label %digits.done.i, label %digit.i

digits.done.i:                                    ; preds = %digit.i
  %neg.i = icmp slt i32 %num_args, 0
  br i1 %neg.i, label %sign.i, label %__modlink_format_i64.exit

sign.i:                                           ; preds = %digits.done.i
  %sign.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -2
  store i8 45, ptr %sign.at.i, align 1
  br label %__modlink_format_i64.exit

__modlink_format_i64.exit:                        ; preds = %digits.done.i, %sign.i
  %start.i = phi ptr [ %digit.at.i, %digits.done.i ], [ %sign.at.i, %sign.i ]
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i, ptr %part1, align 8
  %missing.i = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i, label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %A.type_index = load i32, ptr %args, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %1 = tail call i32 @llvm.abs.i32(i32 %A.type_index, i1 false)
  %mag.i225 = zext i32 %1 to i64
  %end.i226 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i226, align 1
  br label %digit.i227

digit.i227:                                       ; preds = %digit.i227, %check2.fail
  %remaining.i228 = phi i64 [ %mag.i225, %check2.fail ], [ %rest.i234, %digit.i227 ]
  %cursor.i229 = phi ptr [ %end.i226, %check2.fail ], [ %digit.at.i230, %digit.i227 ]
  %digit.at.i230 = getelementptr inbounds i8, ptr %cursor.i229, i64 -1
  %digit1.i231 = urem i64 %remaining.i228, 10
  %digit.byte.i232 = trunc nuw nsw i64 %digit1.i231 to i8
  %ascii.i233 = or disjoint i8 %digit.byte.i232, 48
  store i8 %ascii.i233, ptr %digit.at.i230, align 1
  %rest.i234 = udiv i64 %remaining.i228, 10
  %more.not.i235 = icmp ult i64 %remaining.i228, 10
  br i1 %more.not.i235, label %digits.done.i236, label %digit.i227

digits.done.i236:                                 ; preds = %digit.i227
  %neg.i237 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i237, label %sign.i239, label %__modlink_format_i64.exit241

sign.i239:                                        ; preds = %digits.done.i236
  %sign.at.i240 = getelementptr inbounds i8, ptr %cursor.i229, i64 -2
  store i8 45, ptr %sign.at.i240, align 1
  br label %__modlink_format_i64.exit241

__modlink_format_i64.exit241:                     ; preds = %digits.done.i236, %sign.i239
  %start.i238 = phi ptr [ %digit.at.i230, %digits.done.i236 ], [ %sign.at.i240, %sign.i239 ]
  %part6 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i238, ptr %part6, align 8
  %missing.i242 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i242, label %common.ret, label %call.i243

call.i243:                                        ; preds = %__modlink_format_i64.exit241
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is3, i64 24, i64 0
  %A.dltensor = getelementptr inbounds i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %missing.i245 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i245, label %common.ret, label %call.i246

call.i246:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i248 = zext i32 %2 to i64
  %end.i249 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i249, align 1
  br label %digit.i250

digit.i250:                                       ; preds = %digit.i250, %check4.fail
  %remaining.i251 = phi i64 [ %mag.i248, %check4.fail ], [ %rest.i257, %digit.i250 ]
  %cursor.i252 = phi ptr [ %end.i249, %check4.fail ], [ %digit.at.i253, %digit.i250 ]
  %digit.at.i253 = getelementptr inbounds i8, ptr %cursor.i252, i64 -1
  %digit1.i254 = urem i64 %remaining.i251, 10
  %digit.byte.i255 = trunc nuw nsw i64 %digit1.i254 to i8
  %ascii.i256 = or disjoint i8 %digit.byte.i255, 48
  store i8 %ascii.i256, ptr %digit.at.i253, align 1
  %rest.i257 = udiv i64 %remaining.i251, 10
  %more.not.i258 = icmp ult i64 %remaining.i251, 10
  br i1 %more.not.i258, label %digits.done.i259, label %digit.i250

digits.done.i259:                                 ; preds = %digit.i250
  %neg.i260 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i260, label %sign.i262, label %__modlink_format_i64.exit264

sign.i262:                                        ; preds = %digits.done.i259
  %sign.at.i263 = getelementptr inbounds i8, ptr %cursor.i252, i64 -2
  store i8 45, ptr %sign.at.i263, align 1
  br label %__modlink_format_i64.exit264

__modlink_format_i64.exit264:                     ; preds = %digits.done.i259, %sign.i262
  %start.i261 = phi ptr [ %digit.at.i253, %digits.done.i259 ], [ %sign.at.i263, %sign.i262 ]
  %part10 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i261, ptr %part10, align 8
  %missing.i265 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i265, label %common.ret, label %call.i266

call.i266:                                        ; preds = %__modlink_format_i64.exit264
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds i8, ptr %A.dltensor, i64 20
  %bits.at = getelementptr inbounds i8, ptr %A.dltensor, i64 21
  %lanes.at = getelementptr inbounds i8, ptr %A.dltensor, i64 22
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok11 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok11, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes14 = zext i16 %lanes to i64
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i269 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i269, align 1
  br label %digit.i270

digit.i270:                                       ; preds = %digit.i270, %check5.fail
  %remaining.i271 = phi i64 [ %code12, %check5.fail ], [ %rest.i277, %digit.i270 ]
  %cursor.i272 = phi ptr [ %end.i269, %check5.fail ], [ %digit.at.i273, %digit.i270 ]
  %digit.at.i273 = getelementptr inbounds i8, ptr %cursor.i272, i64 -1
  %digit1.i274 = urem i64 %remaining.i271, 10
  %digit.byte.i275 = trunc nuw nsw i64 %digit1.i274 to i8
  %ascii.i276 = or disjoint i8 %digit.byte.i275, 48
  store i8 %ascii.i276, ptr %digit.at.i273, align 1
  %rest.i277 = udiv i64 %remaining.i271, 10
  %more.not.i278 = icmp ult i64 %remaining.i271, 10
  br i1 %more.not.i278, label %__modlink_format_i64.exit284, label %digit.i270

__modlink_format_i64.exit284:                     ; preds = %digit.i270
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i273, ptr %part17, align 8
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i286 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i286, align 1
  br label %digit.i287

digit.i287:                                       ; preds = %digit.i287, %__modlink_format_i64.exit284
  %remaining.i288 = phi i64 [ %bits13, %__modlink_format_i64.exit284 ], [ %rest.i294, %digit.i287 ]
  %cursor.i289 = phi ptr [ %end.i286, %__modlink_format_i64.exit284 ], [ %digit.at.i290, %digit.i287 ]
  %digit.at.i290 = getelementptr inbounds i8, ptr %cursor.i289, i64 -1
  %digit1.i291 = urem i64 %remaining.i288, 10
  %digit.byte.i292 = trunc nuw nsw i64 %digit1.i291 to i8
  %ascii.i293 = or disjoint i8 %digit.byte.i292, 48
  store i8 %ascii.i293, ptr %digit.at.i290, align 1
  %rest.i294 = udiv i64 %remaining.i288, 10
  %more.not.i295 = icmp ult i64 %remaining.i288, 10
  br i1 %more.not.i295, label %__modlink_format_i64.exit301, label %digit.i287

__modlink_format_i64.exit301:                     ; preds = %digit.i287
  %part20 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i290, ptr %part20, align 8
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i303 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i303, align 1
  br label %digit.i304

digit.i304:                                       ; preds = %digit.i304, %__modlink_format_i64.exit301
  %remaining.i305 = phi i64 [ %lanes14, %__modlink_format_i64.exit301 ], [ %rest.i311, %digit.i304 ]
  %cursor.i306 = phi ptr [ %end.i303, %__modlink_format_i64.exit301 ], [ %digit.at.i307, %digit.i304 ]
  %digit.at.i307 = getelementptr inbounds i8, ptr %cursor.i306, i64 -1
  %digit1.i308 = urem i64 %remaining.i305, 10
  %digit.byte.i309 = trunc nuw nsw i64 %digit1.i308 to i8
  %ascii.i310 = or disjoint i8 %digit.byte.i309, 48
  store i8 %ascii.i310, ptr %digit.at.i307, align 1
  %rest.i311 = udiv i64 %remaining.i305, 10
  %more.not.i312 = icmp ult i64 %remaining.i305, 10
  br i1 %more.not.i312, label %__modlink_format_i64.exit318, label %digit.i304

__modlink_format_i64.exit318:                     ; preds = %digit.i304
  %part23 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i307, ptr %part23, align 8
  %missing.i319 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i319, label %common.ret, label %call.i320

call.i320:                                        ; preds = %__modlink_format_i64.exit318
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i322 = zext i32 %3 to i64
  %end.i323 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i323, align 1
  br label %digit.i324

digit.i324:                                       ; preds = %digit.i324, %check6.fail
  %remaining.i325 = phi i64 [ %mag.i322, %check6.fail ], [ %rest.i331, %digit.i324 ]
  %cursor.i326 = phi ptr [ %end.i323, %check6.fail ], [ %digit.at.i327, %digit.i324 ]
  %digit.at.i327 = getelementptr inbounds i8, ptr %cursor.i326, i64 -1
  %digit1.i328 = urem i64 %remaining.i325, 10
  %digit.byte.i329 = trunc nuw nsw i64 %digit1.i328 to i8
  %ascii.i330 = or disjoint i8 %digit.byte.i329, 48
  store i8 %ascii.i330, ptr %digit.at.i327, align 1
  %rest.i331 = udiv i64 %remaining.i325, 10
  %more.not.i332 = icmp ult i64 %remaining.i325, 10
  br i1 %more.not.i332, label %digits.done.i333, label %digit.i324

digits.done.i333:                                 ; preds = %digit.i324
  %neg.i334 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i334, label %sign.i336, label %__modlink_format_i64.exit338

sign.i336:                                        ; preds = %digits.done.i333
  %sign.at.i337 = getelementptr inbounds i8, ptr %cursor.i326, i64 -2
  store i8 45, ptr %sign.at.i337, align 1
  br label %__modlink_format_i64.exit338

__modlink_format_i64.exit338:                     ; preds = %digits.done.i333, %sign.i336
  %start.i335 = phi ptr [ %digit.at.i327, %digits.done.i333 ], [ %sign.at.i337, %sign.i336 ]
  %part26 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i335, ptr %part26, align 8
  %missing.i339 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i339, label %common.ret, label %call.i340

call.i340:                                        ; preds = %__modlink_format_i64.exit338
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at27 = getelementptr inbounds i8, ptr %A.shape, i64 8
  %A.shape1 = load i64, ptr %extent.at27, align 8
  %strides.at = getelementptr inbounds i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds i8, ptr %A.strides, i64 8
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %check7.ok, label %check7.fail

A.strides.done:                                   ; preds = %check7.ok, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %byte_offset.at = getelementptr inbounds i8, ptr %A.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i342 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i343 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i343, align 1
  br label %digit.i344

digit.i344:                                       ; preds = %digit.i344, %check7.fail
  %remaining.i345 = phi i64 [ %mag.i342, %check7.fail ], [ %rest.i351, %digit.i344 ]
  %cursor.i346 = phi ptr [ %end.i343, %check7.fail ], [ %digit.at.i347, %digit.i344 ]
  %digit.at.i347 = getelementptr inbounds i8, ptr %cursor.i346, i64 -1
  %digit1.i348 = urem i64 %remaining.i345, 10
  %digit.byte.i349 = trunc nuw nsw i64 %digit1.i348 to i8
  %ascii.i350 = or disjoint i8 %digit.byte.i349, 48
  store i8 %ascii.i350, ptr %digit.at.i347, align 1
  %rest.i351 = udiv i64 %remaining.i345, 10
  %more.not.i352 = icmp ult i64 %remaining.i345, 10
  br i1 %more.not.i352, label %digits.done.i353, label %digit.i344

digits.done.i353:                                 ; preds = %digit.i344
  %neg.i354 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i354, label %sign.i356, label %__modlink_format_i64.exit358

sign.i356:                                        ; preds = %digits.done.i353
  %sign.at.i357 = getelementptr inbounds i8, ptr %cursor.i346, i64 -2
  store i8 45, ptr %sign.at.i357, align 1
  br label %__modlink_format_i64.exit358

__modlink_format_i64.exit358:                     ; preds = %digits.done.i353, %sign.i356
  %start.i355 = phi ptr [ %digit.at.i347, %digits.done.i353 ], [ %sign.at.i357, %sign.i356 ]
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i355, ptr %part31, align 8
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part32, align 8
  %end.i359 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i359, align 1
  %digit.at.i363 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i363, align 1
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i363, ptr %part34, align 8
  %missing.i372 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i372, label %common.ret, label %call.i373

call.i373:                                        ; preds = %__modlink_format_i64.exit358
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok36 = icmp eq i64 %A.stride0, %A.shape1
  %unit37 = icmp eq i64 %A.shape0, 1
  %stride.ok38 = or i1 %unit37, %stride.ok36
  br i1 %stride.ok38, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %mag.i375 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i376 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i376, align 1
  br label %digit.i377

digit.i377:                                       ; preds = %digit.i377, %check8.fail
  %remaining.i378 = phi i64 [ %mag.i375, %check8.fail ], [ %rest.i384, %digit.i377 ]
  %cursor.i379 = phi ptr [ %end.i376, %check8.fail ], [ %digit.at.i380, %digit.i377 ]
  %digit.at.i380 = getelementptr inbounds i8, ptr %cursor.i379, i64 -1
  %digit1.i381 = urem i64 %remaining.i378, 10
  %digit.byte.i382 = trunc nuw nsw i64 %digit1.i381 to i8
  %ascii.i383 = or disjoint i8 %digit.byte.i382, 48
  store i8 %ascii.i383, ptr %digit.at.i380, align 1
  %rest.i384 = udiv i64 %remaining.i378, 10
  %more.not.i385 = icmp ult i64 %remaining.i378, 10
  br i1 %more.not.i385, label %digits.done.i386, label %digit.i377

digits.done.i386:                                 ; preds = %digit.i377
  %neg.i387 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i387, label %sign.i389, label %__modlink_format_i64.exit391

sign.i389:                                        ; preds = %digits.done.i386
  %sign.at.i390 = getelementptr inbounds i8, ptr %cursor.i379, i64 -2
  store i8 45, ptr %sign.at.i390, align 1
  br label %__modlink_format_i64.exit391

__modlink_format_i64.exit391:                     ; preds = %digits.done.i386, %sign.i389
  %start.i388 = phi ptr [ %digit.at.i380, %digits.done.i386 ], [ %sign.at.i390, %sign.i389 ]
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i388, ptr %part41, align 8
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part42, align 8
  %mag.i392 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i393 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i393, align 1
  br label %digit.i394

digit.i394:                                       ; preds = %digit.i394, %__modlink_format_i64.exit391
  %remaining.i395 = phi i64 [ %mag.i392, %__modlink_format_i64.exit391 ], [ %rest.i401, %digit.i394 ]
  %cursor.i396 = phi ptr [ %end.i393, %__modlink_format_i64.exit391 ], [ %digit.at.i397, %digit.i394 ]
  %digit.at.i397 = getelementptr inbounds i8, ptr %cursor.i396, i64 -1
  %digit1.i398 = urem i64 %remaining.i395, 10
  %digit.byte.i399 = trunc nuw nsw i64 %digit1.i398 to i8
  %ascii.i400 = or disjoint i8 %digit.byte.i399, 48
  store i8 %ascii.i400, ptr %digit.at.i397, align 1
  %rest.i401 = udiv i64 %remaining.i395, 10
  %more.not.i402 = icmp ult i64 %remaining.i395, 10
  br i1 %more.not.i402, label %digits.done.i403, label %digit.i394

digits.done.i403:                                 ; preds = %digit.i394
  %neg.i404 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i404, label %sign.i406, label %__modlink_format_i64.exit408

sign.i406:                                        ; preds = %digits.done.i403
  %sign.at.i407 = getelementptr inbounds i8, ptr %cursor.i396, i64 -2
  store i8 45, ptr %sign.at.i407, align 1
  br label %__modlink_format_i64.exit408

__modlink_format_i64.exit408:                     ; preds = %digits.done.i403, %sign.i406
  %start.i405 = phi ptr [ %digit.at.i397, %digits.done.i403 ], [ %sign.at.i407, %sign.i406 ]
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i405, ptr %part44, align 8
  %missing.i409 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i409, label %common.ret, label %call.i410

call.i410:                                        ; preds = %__modlink_format_i64.exit408
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i412 = zext i32 %4 to i64
  %end.i413 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i413, align 1
  br label %digit.i414

digit.i414:                                       ; preds = %digit.i414, %check9.fail
  %remaining.i415 = phi i64 [ %mag.i412, %check9.fail ], [ %rest.i421, %digit.i414 ]
  %cursor.i416 = phi ptr [ %end.i413, %check9.fail ], [ %digit.at.i417, %digit.i414 ]
  %digit.at.i417 = getelementptr inbounds i8, ptr %cursor.i416, i64 -1
  %digit1.i418 = urem i64 %remaining.i415, 10
  %digit.byte.i419 = trunc nuw nsw i64 %digit1.i418 to i8
  %ascii.i420 = or disjoint i8 %digit.byte.i419, 48
  store i8 %ascii.i420, ptr %digit.at.i417, align 1
  %rest.i421 = udiv i64 %remaining.i415, 10
  %more.not.i422 = icmp ult i64 %remaining.i415, 10
  br i1 %more.not.i422, label %digits.done.i423, label %digit.i414

digits.done.i423:                                 ; preds = %digit.i414
  %neg.i424 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i424, label %sign.i426, label %__modlink_format_i64.exit428

sign.i426:                                        ; preds = %digits.done.i423
  %sign.at.i427 = getelementptr inbounds i8, ptr %cursor.i416, i64 -2
  store i8 45, ptr %sign.at.i427, align 1
  br label %__modlink_format_i64.exit428

__modlink_format_i64.exit428:                     ; preds = %digits.done.i423, %sign.i426
  %start.i425 = phi ptr [ %digit.at.i417, %digits.done.i423 ], [ %sign.at.i427, %sign.i426 ]
  %part54 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i425, ptr %part54, align 8
  %missing.i429 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i429, label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit428
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is48 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is48, i64 24, i64 0
  %B.dltensor = getelementptr inbounds i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null55.not = icmp eq ptr %B.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i432 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i432, label %common.ret, label %call.i433

call.i433:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i435 = zext i32 %5 to i64
  %end.i436 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i436, align 1
  br label %digit.i437

digit.i437:                                       ; preds = %digit.i437, %check11.fail
  %remaining.i438 = phi i64 [ %mag.i435, %check11.fail ], [ %rest.i444, %digit.i437 ]
  %cursor.i439 = phi ptr [ %end.i436, %check11.fail ], [ %digit.at.i440, %digit.i437 ]
  %digit.at.i440 = getelementptr inbounds i8, ptr %cursor.i439, i64 -1
  %digit1.i441 = urem i64 %remaining.i438, 10
  %digit.byte.i442 = trunc nuw nsw i64 %digit1.i441 to i8
  %ascii.i443 = or disjoint i8 %digit.byte.i442, 48
  store i8 %ascii.i443, ptr %digit.at.i440, align 1
  %rest.i444 = udiv i64 %remaining.i438, 10
  %more.not.i445 = icmp ult i64 %remaining.i438, 10
  br i1 %more.not.i445, label %digits.done.i446, label %digit.i437

digits.done.i446:                                 ; preds = %digit.i437
  %neg.i447 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i447, label %sign.i449, label %__modlink_format_i64.exit451

sign.i449:                                        ; preds = %digits.done.i446
  %sign.at.i450 = getelementptr inbounds i8, ptr %cursor.i439, i64 -2
  store i8 45, ptr %sign.at.i450, align 1
  br label %__modlink_format_i64.exit451

__modlink_format_i64.exit451:                     ; preds = %digits.done.i446, %sign.i449
  %start.i448 = phi ptr [ %digit.at.i440, %digits.done.i446 ], [ %sign.at.i450, %sign.i449 ]
  %part63 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i448, ptr %part63, align 8
  %missing.i452 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i452, label %common.ret, label %call.i453

call.i453:                                        ; preds = %__modlink_format_i64.exit451
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds i8, ptr %B.dltensor, i64 20
  %bits.at66 = getelementptr inbounds i8, ptr %B.dltensor, i64 21
  %lanes.at67 = getelementptr inbounds i8, ptr %B.dltensor, i64 22
  %code68 = load i8, ptr %dtype.at64, align 1
  %bits69 = load i8, ptr %bits.at66, align 1
  %lanes70 = load i16, ptr %lanes.at67, align 2
  %code.ok71 = icmp eq i8 %code68, 2
  %bits.ok72 = icmp eq i8 %bits69, 32
  %lanes.ok73 = icmp eq i16 %lanes70, 1
  %dtype.ok74 = and i1 %code.ok71, %bits.ok72
  %dtype.ok75 = and i1 %dtype.ok74, %lanes.ok73
  br i1 %dtype.ok75, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes78 = zext i16 %lanes70 to i64
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i456 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i456, align 1
  br label %digit.i457

digit.i457:                                       ; preds = %digit.i457, %check12.fail
  %remaining.i458 = phi i64 [ %code76, %check12.fail ], [ %rest.i464, %digit.i457 ]
  %cursor.i459 = phi ptr [ %end.i456, %check12.fail ], [ %digit.at.i460, %digit.i457 ]
  %digit.at.i460 = getelementptr inbounds i8, ptr %cursor.i459, i64 -1
  %digit1.i461 = urem i64 %remaining.i458, 10
  %digit.byte.i462 = trunc nuw nsw i64 %digit1.i461 to i8
  %ascii.i463 = or disjoint i8 %digit.byte.i462, 48
  store i8 %ascii.i463, ptr %digit.at.i460, align 1
  %rest.i464 = udiv i64 %remaining.i458, 10
  %more.not.i465 = icmp ult i64 %remaining.i458, 10
  br i1 %more.not.i465, label %__modlink_format_i64.exit471, label %digit.i457

__modlink_format_i64.exit471:                     ; preds = %digit.i457
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i460, ptr %part81, align 8
  %part82 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part82, align 8
  %end.i473 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i473, align 1
  br label %digit.i474

digit.i474:                                       ; preds = %digit.i474, %__modlink_format_i64.exit471
  %remaining.i475 = phi i64 [ %bits77, %__modlink_format_i64.exit471 ], [ %rest.i481, %digit.i474 ]
  %cursor.i476 = phi ptr [ %end.i473, %__modlink_format_i64.exit471 ], [ %digit.at.i477, %digit.i474 ]
  %digit.at.i477 = getelementptr inbounds i8, ptr %cursor.i476, i64 -1
  %digit1.i478 = urem i64 %remaining.i475, 10
  %digit.byte.i479 = trunc nuw nsw i64 %digit1.i478 to i8
  %ascii.i480 = or disjoint i8 %digit.byte.i479, 48
  store i8 %ascii.i480, ptr %digit.at.i477, align 1
  %rest.i481 = udiv i64 %remaining.i475, 10
  %more.not.i482 = icmp ult i64 %remaining.i475, 10
  br i1 %more.not.i482, label %__modlink_format_i64.exit488, label %digit.i474

__modlink_format_i64.exit488:                     ; preds = %digit.i474
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i477, ptr %part84, align 8
  %part85 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part85, align 8
  %end.i490 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i490, align 1
  br label %digit.i491

digit.i491:                                       ; preds = %digit.i491, %__modlink_format_i64.exit488
  %remaining.i492 = phi i64 [ %lanes78, %__modlink_format_i64.exit488 ], [ %rest.i498, %digit.i491 ]
  %cursor.i493 = phi ptr [ %end.i490, %__modlink_format_i64.exit488 ], [ %digit.at.i494, %digit.i491 ]
  %digit.at.i494 = getelementptr inbounds i8, ptr %cursor.i493, i64 -1
  %digit1.i495 = urem i64 %remaining.i492, 10
  %digit.byte.i496 = trunc nuw nsw i64 %digit1.i495 to i8
  %ascii.i497 = or disjoint i8 %digit.byte.i496, 48
  store i8 %ascii.i497, ptr %digit.at.i494, align 1
  %rest.i498 = udiv i64 %remaining.i492, 10
  %more.not.i499 = icmp ult i64 %remaining.i492, 10
  br i1 %more.not.i499, label %__modlink_format_i64.exit505, label %digit.i491

__modlink_format_i64.exit505:                     ; preds = %digit.i491
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i494, ptr %part87, align 8
  %missing.i506 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i506, label %common.ret, label %call.i507

call.i507:                                        ; preds = %__modlink_format_i64.exit505
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i509 = zext i32 %6 to i64
  %end.i510 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i510, align 1
  br label %digit.i511

digit.i511:                                       ; preds = %digit.i511, %check13.fail
  %remaining.i512 = phi i64 [ %mag.i509, %check13.fail ], [ %rest.i518, %digit.i511 ]
  %cursor.i513 = phi ptr [ %end.i510, %check13.fail ], [ %digit.at.i514, %digit.i511 ]
  %digit.at.i514 = getelementptr inbounds i8, ptr %cursor.i513, i64 -1
  %digit1.i515 = urem i64 %remaining.i512, 10
  %digit.byte.i516 = trunc nuw nsw i64 %digit1.i515 to i8
  %ascii.i517 = or disjoint i8 %digit.byte.i516, 48
  store i8 %ascii.i517, ptr %digit.at.i514, align 1
  %rest.i518 = udiv i64 %remaining.i512, 10
  %more.not.i519 = icmp ult i64 %remaining.i512, 10
  br i1 %more.not.i519, label %digits.done.i520, label %digit.i511

digits.done.i520:                                 ; preds = %digit.i511
  %neg.i521 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i521, label %sign.i523, label %__modlink_format_i64.exit525

sign.i523:                                        ; preds = %digits.done.i520
  %sign.at.i524 = getelementptr inbounds i8, ptr %cursor.i513, i64 -2
  store i8 45, ptr %sign.at.i524, align 1
  br label %__modlink_format_i64.exit525

__modlink_format_i64.exit525:                     ; preds = %digits.done.i520, %sign.i523
  %start.i522 = phi ptr [ %digit.at.i514, %digits.done.i520 ], [ %sign.at.i524, %sign.i523 ]
  %part93 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i522, ptr %part93, align 8
  %missing.i526 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i526, label %common.ret, label %call.i527

call.i527:                                        ; preds = %__modlink_format_i64.exit525
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at94, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i529 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i530 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i530, align 1
  br label %digit.i531

digit.i531:                                       ; preds = %digit.i531, %check14.fail
  %remaining.i532 = phi i64 [ %mag.i529, %check14.fail ], [ %rest.i538, %digit.i531 ]
  %cursor.i533 = phi ptr [ %end.i530, %check14.fail ], [ %digit.at.i534, %digit.i531 ]
  %digit.at.i534 = getelementptr inbounds i8, ptr %cursor.i533, i64 -1
  %digit1.i535 = urem i64 %remaining.i532, 10
  %digit.byte.i536 = trunc nuw nsw i64 %digit1.i535 to i8
  %ascii.i537 = or disjoint i8 %digit.byte.i536, 48
  store i8 %ascii.i537, ptr %digit.at.i534, align 1
  %rest.i538 = udiv i64 %remaining.i532, 10
  %more.not.i539 = icmp ult i64 %remaining.i532, 10
  br i1 %more.not.i539, label %digits.done.i540, label %digit.i531

digits.done.i540:                                 ; preds = %digit.i531
  %neg.i541 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i541, label %sign.i543, label %__modlink_format_i64.exit545

sign.i543:                                        ; preds = %digits.done.i540
  %sign.at.i544 = getelementptr inbounds i8, ptr %cursor.i533, i64 -2
  store i8 45, ptr %sign.at.i544, align 1
  br label %__modlink_format_i64.exit545

__modlink_format_i64.exit545:                     ; preds = %digits.done.i540, %sign.i543
  %start.i542 = phi ptr [ %digit.at.i534, %digits.done.i540 ], [ %sign.at.i544, %sign.i543 ]
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i542, ptr %part98, align 8
  %part99 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part99, align 8
  %mag.i546 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i547 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i547, align 1
  br label %digit.i548

digit.i548:                                       ; preds = %digit.i548, %__modlink_format_i64.exit545
  %remaining.i549 = phi i64 [ %mag.i546, %__modlink_format_i64.exit545 ], [ %rest.i555, %digit.i548 ]
  %cursor.i550 = phi ptr [ %end.i547, %__modlink_format_i64.exit545 ], [ %digit.at.i551, %digit.i548 ]
  %digit.at.i551 = getelementptr inbounds i8, ptr %cursor.i550, i64 -1
  %digit1.i552 = urem i64 %remaining.i549, 10
  %digit.byte.i553 = trunc nuw nsw i64 %digit1.i552 to i8
  %ascii.i554 = or disjoint i8 %digit.byte.i553, 48
  store i8 %ascii.i554, ptr %digit.at.i551, align 1
  %rest.i555 = udiv i64 %remaining.i549, 10
  %more.not.i556 = icmp ult i64 %remaining.i549, 10
  br i1 %more.not.i556, label %digits.done.i557, label %digit.i548

digits.done.i557:                                 ; preds = %digit.i548
  %neg.i558 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i558, label %sign.i560, label %__modlink_format_i64.exit562

sign.i560:                                        ; preds = %digits.done.i557
  %sign.at.i561 = getelementptr inbounds i8, ptr %cursor.i550, i64 -2
  store i8 45, ptr %sign.at.i561, align 1
  br label %__modlink_format_i64.exit562

__modlink_format_i64.exit562:                     ; preds = %digits.done.i557, %sign.i560
  %start.i559 = phi ptr [ %digit.at.i551, %digits.done.i557 ], [ %sign.at.i561, %sign.i560 ]
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i559, ptr %part101, align 8
  %missing.i563 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i563, label %common.ret, label %call.i564

call.i564:                                        ; preds = %__modlink_format_i64.exit562
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at102 = getelementptr inbounds i8, ptr %B.shape, i64 8
  %B.shape1 = load i64, ptr %extent.at102, align 8
  %strides.at103 = getelementptr inbounds i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at103, align 8
  %has_strides104.not = icmp eq ptr %B.strides, null
  br i1 %has_strides104.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at105 = getelementptr inbounds i8, ptr %B.strides, i64 8
  %B.stride1 = load i64, ptr %stride.at105, align 8
  %stride.ok106 = icmp eq i64 %B.stride1, 1
  %unit107 = icmp eq i64 %B.shape1, 1
  %stride.ok108 = or i1 %unit107, %stride.ok106
  br i1 %stride.ok108, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data128 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at129 = getelementptr inbounds i8, ptr %B.dltensor, i64 40
  %byte_offset130 = load i64, ptr %byte_offset.at129, align 8
  %B.data = getelementptr i8, ptr %data128, i64 %byte_offset130
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i566 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i567 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i567, align 1
  br label %digit.i568

digit.i568:                                       ; preds = %digit.i568, %check15.fail
  %remaining.i569 = phi i64 [ %mag.i566, %check15.fail ], [ %rest.i575, %digit.i568 ]
  %cursor.i570 = phi ptr [ %end.i567, %check15.fail ], [ %digit.at.i571, %digit.i568 ]
  %digit.at.i571 = getelementptr inbounds i8, ptr %cursor.i570, i64 -1
  %digit1.i572 = urem i64 %remaining.i569, 10
  %digit.byte.i573 = trunc nuw nsw i64 %digit1.i572 to i8
  %ascii.i574 = or disjoint i8 %digit.byte.i573, 48
  store i8 %ascii.i574, ptr %digit.at.i571, align 1
  %rest.i575 = udiv i64 %remaining.i569, 10
  %more.not.i576 = icmp ult i64 %remaining.i569, 10
  br i1 %more.not.i576, label %digits.done.i577, label %digit.i568

digits.done.i577:                                 ; preds = %digit.i568
  %neg.i578 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i578, label %sign.i580, label %__modlink_format_i64.exit582

sign.i580:                                        ; preds = %digits.done.i577
  %sign.at.i581 = getelementptr inbounds i8, ptr %cursor.i570, i64 -2
  store i8 45, ptr %sign.at.i581, align 1
  br label %__modlink_format_i64.exit582

__modlink_format_i64.exit582:                     ; preds = %digits.done.i577, %sign.i580
  %start.i579 = phi ptr [ %digit.at.i571, %digits.done.i577 ], [ %sign.at.i581, %sign.i580 ]
  %part111 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i579, ptr %part111, align 8
  %part112 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part112, align 8
  %end.i583 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i583, align 1
  %digit.at.i587 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i587, align 1
  %part114 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i587, ptr %part114, align 8
  %missing.i596 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i596, label %common.ret, label %call.i597

call.i597:                                        ; preds = %__modlink_format_i64.exit582
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok117 = icmp eq i64 %B.stride0, %B.shape1
  %unit118 = icmp eq i64 %A.shape1, 1
  %stride.ok119 = or i1 %unit118, %stride.ok117
  br i1 %stride.ok119, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i599 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i600 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i600, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %check16.fail
  %remaining.i602 = phi i64 [ %mag.i599, %check16.fail ], [ %rest.i608, %digit.i601 ]
  %cursor.i603 = phi ptr [ %end.i600, %check16.fail ], [ %digit.at.i604, %digit.i601 ]
  %digit.at.i604 = getelementptr inbounds i8, ptr %cursor.i603, i64 -1
  %digit1.i605 = urem i64 %remaining.i602, 10
  %digit.byte.i606 = trunc nuw nsw i64 %digit1.i605 to i8
  %ascii.i607 = or disjoint i8 %digit.byte.i606, 48
  store i8 %ascii.i607, ptr %digit.at.i604, align 1
  %rest.i608 = udiv i64 %remaining.i602, 10
  %more.not.i609 = icmp ult i64 %remaining.i602, 10
  br i1 %more.not.i609, label %digits.done.i610, label %digit.i601

digits.done.i610:                                 ; preds = %digit.i601
  %neg.i611 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i611, label %sign.i613, label %__modlink_format_i64.exit615

sign.i613:                                        ; preds = %digits.done.i610
  %sign.at.i614 = getelementptr inbounds i8, ptr %cursor.i603, i64 -2
  store i8 45, ptr %sign.at.i614, align 1
  br label %__modlink_format_i64.exit615

__modlink_format_i64.exit615:                     ; preds = %digits.done.i610, %sign.i613
  %start.i612 = phi ptr [ %digit.at.i604, %digits.done.i610 ], [ %sign.at.i614, %sign.i613 ]
  %part122 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i612, ptr %part122, align 8
  %part123 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part123, align 8
  %mag.i616 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i617 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i617, align 1
  br label %digit.i618

digit.i618:                                       ; preds = %digit.i618, %__modlink_format_i64.exit615
  %remaining.i619 = phi i64 [ %mag.i616, %__modlink_format_i64.exit615 ], [ %rest.i625, %digit.i618 ]
  %cursor.i620 = phi ptr [ %end.i617, %__modlink_format_i64.exit615 ], [ %digit.at.i621, %digit.i618 ]
  %digit.at.i621 = getelementptr inbounds i8, ptr %cursor.i620, i64 -1
  %digit1.i622 = urem i64 %remaining.i619, 10
  %digit.byte.i623 = trunc nuw nsw i64 %digit1.i622 to i8
  %ascii.i624 = or disjoint i8 %digit.byte.i623, 48
  store i8 %ascii.i624, ptr %digit.at.i621, align 1
  %rest.i625 = udiv i64 %remaining.i619, 10
  %more.not.i626 = icmp ult i64 %remaining.i619, 10
  br i1 %more.not.i626, label %digits.done.i627, label %digit.i618

digits.done.i627:                                 ; preds = %digit.i618
  %neg.i628 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i628, label %sign.i630, label %__modlink_format_i64.exit632

sign.i630:                                        ; preds = %digits.done.i627
  %sign.at.i631 = getelementptr inbounds i8, ptr %cursor.i620, i64 -2
  store i8 45, ptr %sign.at.i631, align 1
  br label %__modlink_format_i64.exit632

__modlink_format_i64.exit632:                     ; preds = %digits.done.i627, %sign.i630
  %start.i629 = phi ptr [ %digit.at.i621, %digits.done.i627 ], [ %sign.at.i631, %sign.i630 ]
  %part125 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i629, ptr %part125, align 8
  %missing.i633 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i633, label %common.ret, label %call.i634

call.i634:                                        ; preds = %__modlink_format_i64.exit632
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i636 = zext i32 %7 to i64
  %end.i637 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i637, align 1
  br label %digit.i638

digit.i638:                                       ; preds = %digit.i638, %check17.fail
  %remaining.i639 = phi i64 [ %mag.i636, %check17.fail ], [ %rest.i645, %digit.i638 ]
  %cursor.i640 = phi ptr [ %end.i637, %check17.fail ], [ %digit.at.i641, %digit.i638 ]
  %digit.at.i641 = getelementptr inbounds i8, ptr %cursor.i640, i64 -1
  %digit1.i642 = urem i64 %remaining.i639, 10
  %digit.byte.i643 = trunc nuw nsw i64 %digit1.i642 to i8
  %ascii.i644 = or disjoint i8 %digit.byte.i643, 48
  store i8 %ascii.i644, ptr %digit.at.i641, align 1
  %rest.i645 = udiv i64 %remaining.i639, 10
  %more.not.i646 = icmp ult i64 %remaining.i639, 10
  br i1 %more.not.i646, label %digits.done.i647, label %digit.i638

digits.done.i647:                                 ; preds = %digit.i638
  %neg.i648 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i648, label %sign.i650, label %__modlink_format_i64.exit652

sign.i650:                                        ; preds = %digits.done.i647
  %sign.at.i651 = getelementptr inbounds i8, ptr %cursor.i640, i64 -2
  store i8 45, ptr %sign.at.i651, align 1
  br label %__modlink_format_i64.exit652

__modlink_format_i64.exit652:                     ; preds = %digits.done.i647, %sign.i650
  %start.i649 = phi ptr [ %digit.at.i641, %digits.done.i647 ], [ %sign.at.i651, %sign.i650 ]
  %part139 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i649, ptr %part139, align 8
  %missing.i653 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i653, label %common.ret, label %call.i654

call.i654:                                        ; preds = %__modlink_format_i64.exit652
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr inbounds i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null140.not = icmp eq ptr %C.ptr, null
  br i1 %null140.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %missing.i656 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i656, label %common.ret, label %call.i657

call.i657:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at143 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at143, align 4
  %ndim.ok144 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok144, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i659 = zext i32 %8 to i64
  %end.i660 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i660, align 1
  br label %digit.i661

digit.i661:                                       ; preds = %digit.i661, %check19.fail
  %remaining.i662 = phi i64 [ %mag.i659, %check19.fail ], [ %rest.i668, %digit.i661 ]
  %cursor.i663 = phi ptr [ %end.i660, %check19.fail ], [ %digit.at.i664, %digit.i661 ]
  %digit.at.i664 = getelementptr inbounds i8, ptr %cursor.i663, i64 -1
  %digit1.i665 = urem i64 %remaining.i662, 10
  %digit.byte.i666 = trunc nuw nsw i64 %digit1.i665 to i8
  %ascii.i667 = or disjoint i8 %digit.byte.i666, 48
  store i8 %ascii.i667, ptr %digit.at.i664, align 1
  %rest.i668 = udiv i64 %remaining.i662, 10
  %more.not.i669 = icmp ult i64 %remaining.i662, 10
  br i1 %more.not.i669, label %digits.done.i670, label %digit.i661

digits.done.i670:                                 ; preds = %digit.i661
  %neg.i671 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i671, label %sign.i673, label %__modlink_format_i64.exit675

sign.i673:                                        ; preds = %digits.done.i670
  %sign.at.i674 = getelementptr inbounds i8, ptr %cursor.i663, i64 -2
  store i8 45, ptr %sign.at.i674, align 1
  br label %__modlink_format_i64.exit675

__modlink_format_i64.exit675:                     ; preds = %digits.done.i670, %sign.i673
  %start.i672 = phi ptr [ %digit.at.i664, %digits.done.i670 ], [ %sign.at.i674, %sign.i673 ]
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i672, ptr %part148, align 8
  %missing.i676 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i676, label %common.ret, label %call.i677

call.i677:                                        ; preds = %__modlink_format_i64.exit675
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at149 = getelementptr inbounds i8, ptr %C.dltensor, i64 20
  %bits.at151 = getelementptr inbounds i8, ptr %C.dltensor, i64 21
  %lanes.at152 = getelementptr inbounds i8, ptr %C.dltensor, i64 22
  %code153 = load i8, ptr %dtype.at149, align 1
  %bits154 = load i8, ptr %bits.at151, align 1
  %lanes155 = load i16, ptr %lanes.at152, align 2
  %code.ok156 = icmp eq i8 %code153, 2
  %bits.ok157 = icmp eq i8 %bits154, 32
  %lanes.ok158 = icmp eq i16 %lanes155, 1
  %dtype.ok159 = and i1 %code.ok156, %bits.ok157
  %dtype.ok160 = and i1 %dtype.ok159, %lanes.ok158
  br i1 %dtype.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes163 = zext i16 %lanes155 to i64
  %code161 = zext i8 %code153 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i680 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i680, align 1
  br label %digit.i681

digit.i681:                                       ; preds = %digit.i681, %check20.fail
  %remaining.i682 = phi i64 [ %code161, %check20.fail ], [ %rest.i688, %digit.i681 ]
  %cursor.i683 = phi ptr [ %end.i680, %check20.fail ], [ %digit.at.i684, %digit.i681 ]
  %digit.at.i684 = getelementptr inbounds i8, ptr %cursor.i683, i64 -1
  %digit1.i685 = urem i64 %remaining.i682, 10
  %digit.byte.i686 = trunc nuw nsw i64 %digit1.i685 to i8
  %ascii.i687 = or disjoint i8 %digit.byte.i686, 48
  store i8 %ascii.i687, ptr %digit.at.i684, align 1
  %rest.i688 = udiv i64 %remaining.i682, 10
  %more.not.i689 = icmp ult i64 %remaining.i682, 10
  br i1 %more.not.i689, label %__modlink_format_i64.exit695, label %digit.i681

__modlink_format_i64.exit695:                     ; preds = %digit.i681
  %bits162 = zext i8 %bits154 to i64
  %part166 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i684, ptr %part166, align 8
  %part167 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part167, align 8
  %end.i697 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i697, align 1
  br label %digit.i698

digit.i698:                                       ; preds = %digit.i698, %__modlink_format_i64.exit695
  %remaining.i699 = phi i64 [ %bits162, %__modlink_format_i64.exit695 ], [ %rest.i705, %digit.i698 ]
  %cursor.i700 = phi ptr [ %end.i697, %__modlink_format_i64.exit695 ], [ %digit.at.i701, %digit.i698 ]
  %digit.at.i701 = getelementptr inbounds i8, ptr %cursor.i700, i64 -1
  %digit1.i702 = urem i64 %remaining.i699, 10
  %digit.byte.i703 = trunc nuw nsw i64 %digit1.i702 to i8
  %ascii.i704 = or disjoint i8 %digit.byte.i703, 48
  store i8 %ascii.i704, ptr %digit.at.i701, align 1
  %rest.i705 = udiv i64 %remaining.i699, 10
  %more.not.i706 = icmp ult i64 %remaining.i699, 10
  br i1 %more.not.i706, label %__modlink_format_i64.exit712, label %digit.i698

__modlink_format_i64.exit712:                     ; preds = %digit.i698
  %part169 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i701, ptr %part169, align 8
  %part170 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part170, align 8
  %end.i714 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i714, align 1
  br label %digit.i715

digit.i715:                                       ; preds = %digit.i715, %__modlink_format_i64.exit712
  %remaining.i716 = phi i64 [ %lanes163, %__modlink_format_i64.exit712 ], [ %rest.i722, %digit.i715 ]
  %cursor.i717 = phi ptr [ %end.i714, %__modlink_format_i64.exit712 ], [ %digit.at.i718, %digit.i715 ]
  %digit.at.i718 = getelementptr inbounds i8, ptr %cursor.i717, i64 -1
  %digit1.i719 = urem i64 %remaining.i716, 10
  %digit.byte.i720 = trunc nuw nsw i64 %digit1.i719 to i8
  %ascii.i721 = or disjoint i8 %digit.byte.i720, 48
  store i8 %ascii.i721, ptr %digit.at.i718, align 1
  %rest.i722 = udiv i64 %remaining.i716, 10
  %more.not.i723 = icmp ult i64 %remaining.i716, 10
  br i1 %more.not.i723, label %__modlink_format_i64.exit729, label %digit.i715

__modlink_format_i64.exit729:                     ; preds = %digit.i715
  %part172 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i718, ptr %part172, align 8
  %missing.i730 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i730, label %common.ret, label %call.i731

call.i731:                                        ; preds = %__modlink_format_i64.exit729
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at173 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at173, align 4
  %device.ok174 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok174, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i733 = zext i32 %9 to i64
  %end.i734 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i734, align 1
  br label %digit.i735

digit.i735:                                       ; preds = %digit.i735, %check21.fail
  %remaining.i736 = phi i64 [ %mag.i733, %check21.fail ], [ %rest.i742, %digit.i735 ]
  %cursor.i737 = phi ptr [ %end.i734, %check21.fail ], [ %digit.at.i738, %digit.i735 ]
  %digit.at.i738 = getelementptr inbounds i8, ptr %cursor.i737, i64 -1
  %digit1.i739 = urem i64 %remaining.i736, 10
  %digit.byte.i740 = trunc nuw nsw i64 %digit1.i739 to i8
  %ascii.i741 = or disjoint i8 %digit.byte.i740, 48
  store i8 %ascii.i741, ptr %digit.at.i738, align 1
  %rest.i742 = udiv i64 %remaining.i736, 10
  %more.not.i743 = icmp ult i64 %remaining.i736, 10
  br i1 %more.not.i743, label %digits.done.i744, label %digit.i735

digits.done.i744:                                 ; preds = %digit.i735
  %neg.i745 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i745, label %sign.i747, label %__modlink_format_i64.exit749

sign.i747:                                        ; preds = %digits.done.i744
  %sign.at.i748 = getelementptr inbounds i8, ptr %cursor.i737, i64 -2
  store i8 45, ptr %sign.at.i748, align 1
  br label %__modlink_format_i64.exit749

__modlink_format_i64.exit749:                     ; preds = %digits.done.i744, %sign.i747
  %start.i746 = phi ptr [ %digit.at.i738, %digits.done.i744 ], [ %sign.at.i748, %sign.i747 ]
  %part178 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i746, ptr %part178, align 8
  %missing.i750 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i750, label %common.ret, label %call.i751

call.i751:                                        ; preds = %__modlink_format_i64.exit749
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at179 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at179, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok181 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok181, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i753 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i754 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i754, align 1
  br label %digit.i755

digit.i755:                                       ; preds = %digit.i755, %check22.fail
  %remaining.i756 = phi i64 [ %mag.i753, %check22.fail ], [ %rest.i762, %digit.i755 ]
  %cursor.i757 = phi ptr [ %end.i754, %check22.fail ], [ %digit.at.i758, %digit.i755 ]
  %digit.at.i758 = getelementptr inbounds i8, ptr %cursor.i757, i64 -1
  %digit1.i759 = urem i64 %remaining.i756, 10
  %digit.byte.i760 = trunc nuw nsw i64 %digit1.i759 to i8
  %ascii.i761 = or disjoint i8 %digit.byte.i760, 48
  store i8 %ascii.i761, ptr %digit.at.i758, align 1
  %rest.i762 = udiv i64 %remaining.i756, 10
  %more.not.i763 = icmp ult i64 %remaining.i756, 10
  br i1 %more.not.i763, label %digits.done.i764, label %digit.i755

digits.done.i764:                                 ; preds = %digit.i755
  %neg.i765 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i765, label %sign.i767, label %__modlink_format_i64.exit769

sign.i767:                                        ; preds = %digits.done.i764
  %sign.at.i768 = getelementptr inbounds i8, ptr %cursor.i757, i64 -2
  store i8 45, ptr %sign.at.i768, align 1
  br label %__modlink_format_i64.exit769

__modlink_format_i64.exit769:                     ; preds = %digits.done.i764, %sign.i767
  %start.i766 = phi ptr [ %digit.at.i758, %digits.done.i764 ], [ %sign.at.i768, %sign.i767 ]
  %part184 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i766, ptr %part184, align 8
  %part185 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.28, ptr %part185, align 8
  %mag.i770 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i771 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i771, align 1
  br label %digit.i772

digit.i772:                                       ; preds = %digit.i772, %__modlink_format_i64.exit769
  %remaining.i773 = phi i64 [ %mag.i770, %__modlink_format_i64.exit769 ], [ %rest.i779, %digit.i772 ]
  %cursor.i774 = phi ptr [ %end.i771, %__modlink_format_i64.exit769 ], [ %digit.at.i775, %digit.i772 ]
  %digit.at.i775 = getelementptr inbounds i8, ptr %cursor.i774, i64 -1
  %digit1.i776 = urem i64 %remaining.i773, 10
  %digit.byte.i777 = trunc nuw nsw i64 %digit1.i776 to i8
  %ascii.i778 = or disjoint i8 %digit.byte.i777, 48
  store i8 %ascii.i778, ptr %digit.at.i775, align 1
  %rest.i779 = udiv i64 %remaining.i773, 10
  %more.not.i780 = icmp ult i64 %remaining.i773, 10
  br i1 %more.not.i780, label %digits.done.i781, label %digit.i772

digits.done.i781:                                 ; preds = %digit.i772
  %neg.i782 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i782, label %sign.i784, label %__modlink_format_i64.exit786

sign.i784:                                        ; preds = %digits.done.i781
  %sign.at.i785 = getelementptr inbounds i8, ptr %cursor.i774, i64 -2
  store i8 45, ptr %sign.at.i785, align 1
  br label %__modlink_format_i64.exit786

__modlink_format_i64.exit786:                     ; preds = %digits.done.i781, %sign.i784
  %start.i783 = phi ptr [ %digit.at.i775, %digits.done.i781 ], [ %sign.at.i785, %sign.i784 ]
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i783, ptr %part187, align 8
  %missing.i787 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i787, label %common.ret, label %call.i788

call.i788:                                        ; preds = %__modlink_format_i64.exit786
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at188 = getelementptr inbounds i8, ptr %C.shape, i64 8
  %C.shape1 = load i64, ptr %extent.at188, align 8
  %extent.ok189 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok189, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i790 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i791 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i791, align 1
  br label %digit.i792

digit.i792:                                       ; preds = %digit.i792, %check23.fail
  %remaining.i793 = phi i64 [ %mag.i790, %check23.fail ], [ %rest.i799, %digit.i792 ]
  %cursor.i794 = phi ptr [ %end.i791, %check23.fail ], [ %digit.at.i795, %digit.i792 ]
  %digit.at.i795 = getelementptr inbounds i8, ptr %cursor.i794, i64 -1
  %digit1.i796 = urem i64 %remaining.i793, 10
  %digit.byte.i797 = trunc nuw nsw i64 %digit1.i796 to i8
  %ascii.i798 = or disjoint i8 %digit.byte.i797, 48
  store i8 %ascii.i798, ptr %digit.at.i795, align 1
  %rest.i799 = udiv i64 %remaining.i793, 10
  %more.not.i800 = icmp ult i64 %remaining.i793, 10
  br i1 %more.not.i800, label %digits.done.i801, label %digit.i792

digits.done.i801:                                 ; preds = %digit.i792
  %neg.i802 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i802, label %sign.i804, label %__modlink_format_i64.exit806

sign.i804:                                        ; preds = %digits.done.i801
  %sign.at.i805 = getelementptr inbounds i8, ptr %cursor.i794, i64 -2
  store i8 45, ptr %sign.at.i805, align 1
  br label %__modlink_format_i64.exit806

__modlink_format_i64.exit806:                     ; preds = %digits.done.i801, %sign.i804
  %start.i803 = phi ptr [ %digit.at.i795, %digits.done.i801 ], [ %sign.at.i805, %sign.i804 ]
  %part192 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i803, ptr %part192, align 8
  %part193 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.30, ptr %part193, align 8
  %mag.i807 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i808 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i808, align 1
  br label %digit.i809

digit.i809:                                       ; preds = %digit.i809, %__modlink_format_i64.exit806
  %remaining.i810 = phi i64 [ %mag.i807, %__modlink_format_i64.exit806 ], [ %rest.i816, %digit.i809 ]
  %cursor.i811 = phi ptr [ %end.i808, %__modlink_format_i64.exit806 ], [ %digit.at.i812, %digit.i809 ]
  %digit.at.i812 = getelementptr inbounds i8, ptr %cursor.i811, i64 -1
  %digit1.i813 = urem i64 %remaining.i810, 10
  %digit.byte.i814 = trunc nuw nsw i64 %digit1.i813 to i8
  %ascii.i815 = or disjoint i8 %digit.byte.i814, 48
  store i8 %ascii.i815, ptr %digit.at.i812, align 1
  %rest.i816 = udiv i64 %remaining.i810, 10
  %more.not.i817 = icmp ult i64 %remaining.i810, 10
  br i1 %more.not.i817, label %digits.done.i818, label %digit.i809

digits.done.i818:                                 ; preds = %digit.i809
  %neg.i819 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i819, label %sign.i821, label %__modlink_format_i64.exit823

sign.i821:                                        ; preds = %digits.done.i818
  %sign.at.i822 = getelementptr inbounds i8, ptr %cursor.i811, i64 -2
  store i8 45, ptr %sign.at.i822, align 1
  br label %__modlink_format_i64.exit823

__modlink_format_i64.exit823:                     ; preds = %digits.done.i818, %sign.i821
  %start.i820 = phi ptr [ %digit.at.i812, %digits.done.i818 ], [ %sign.at.i822, %sign.i821 ]
  %part195 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i820, ptr %part195, align 8
  %missing.i824 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i824, label %common.ret, label %call.i825

call.i825:                                        ; preds = %__modlink_format_i64.exit823
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at196 = getelementptr inbounds i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at196, align 8
  %has_strides197.not = icmp eq ptr %C.strides, null
  br i1 %has_strides197.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at198 = getelementptr inbounds i8, ptr %C.strides, i64 8
  %C.stride1 = load i64, ptr %stride.at198, align 8
  %stride.ok199 = icmp eq i64 %C.stride1, 1
  %unit200 = icmp eq i64 %B.shape1, 1
  %stride.ok201 = or i1 %unit200, %stride.ok199
  br i1 %stride.ok201, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data221 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at222 = getelementptr inbounds i8, ptr %C.dltensor, i64 40
  %byte_offset223 = load i64, ptr %byte_offset.at222, align 8
  %C.data = getelementptr i8, ptr %data221, i64 %byte_offset223
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result224 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %mag.i827 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i828 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i828, align 1
  br label %digit.i829

digit.i829:                                       ; preds = %digit.i829, %check24.fail
  %remaining.i830 = phi i64 [ %mag.i827, %check24.fail ], [ %rest.i836, %digit.i829 ]
  %cursor.i831 = phi ptr [ %end.i828, %check24.fail ], [ %digit.at.i832, %digit.i829 ]
  %digit.at.i832 = getelementptr inbounds i8, ptr %cursor.i831, i64 -1
  %digit1.i833 = urem i64 %remaining.i830, 10
  %digit.byte.i834 = trunc nuw nsw i64 %digit1.i833 to i8
  %ascii.i835 = or disjoint i8 %digit.byte.i834, 48
  store i8 %ascii.i835, ptr %digit.at.i832, align 1
  %rest.i836 = udiv i64 %remaining.i830, 10
  %more.not.i837 = icmp ult i64 %remaining.i830, 10
  br i1 %more.not.i837, label %digits.done.i838, label %digit.i829

digits.done.i838:                                 ; preds = %digit.i829
  %neg.i839 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i839, label %sign.i841, label %__modlink_format_i64.exit843

sign.i841:                                        ; preds = %digits.done.i838
  %sign.at.i842 = getelementptr inbounds i8, ptr %cursor.i831, i64 -2
  store i8 45, ptr %sign.at.i842, align 1
  br label %__modlink_format_i64.exit843

__modlink_format_i64.exit843:                     ; preds = %digits.done.i838, %sign.i841
  %start.i840 = phi ptr [ %digit.at.i832, %digits.done.i838 ], [ %sign.at.i842, %sign.i841 ]
  %part204 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i840, ptr %part204, align 8
  %part205 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part205, align 8
  %end.i844 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i844, align 1
  %digit.at.i848 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i848, align 1
  %part207 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i848, ptr %part207, align 8
  %missing.i857 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i857, label %common.ret, label %call.i858

call.i858:                                        ; preds = %__modlink_format_i64.exit843
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok210 = icmp eq i64 %C.stride0, %B.shape1
  %unit211 = icmp eq i64 %A.shape0, 1
  %stride.ok212 = or i1 %unit211, %stride.ok210
  br i1 %stride.ok212, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  store ptr @.str.32, ptr %message.parts, align 8
  %mag.i860 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i861 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i861, align 1
  br label %digit.i862

digit.i862:                                       ; preds = %digit.i862, %check25.fail
  %remaining.i863 = phi i64 [ %mag.i860, %check25.fail ], [ %rest.i869, %digit.i862 ]
  %cursor.i864 = phi ptr [ %end.i861, %check25.fail ], [ %digit.at.i865, %digit.i862 ]
  %digit.at.i865 = getelementptr inbounds i8, ptr %cursor.i864, i64 -1
  %digit1.i866 = urem i64 %remaining.i863, 10
  %digit.byte.i867 = trunc nuw nsw i64 %digit1.i866 to i8
  %ascii.i868 = or disjoint i8 %digit.byte.i867, 48
  store i8 %ascii.i868, ptr %digit.at.i865, align 1
  %rest.i869 = udiv i64 %remaining.i863, 10
  %more.not.i870 = icmp ult i64 %remaining.i863, 10
  br i1 %more.not.i870, label %digits.done.i871, label %digit.i862

digits.done.i871:                                 ; preds = %digit.i862
  %neg.i872 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i872, label %sign.i874, label %__modlink_format_i64.exit876

sign.i874:                                        ; preds = %digits.done.i871
  %sign.at.i875 = getelementptr inbounds i8, ptr %cursor.i864, i64 -2
  store i8 45, ptr %sign.at.i875, align 1
  br label %__modlink_format_i64.exit876

__modlink_format_i64.exit876:                     ; preds = %digits.done.i871, %sign.i874
  %start.i873 = phi ptr [ %digit.at.i865, %digits.done.i871 ], [ %sign.at.i875, %sign.i874 ]
  %part215 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i873, ptr %part215, align 8
  %part216 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part216, align 8
  %mag.i877 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i878 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i878, align 1
  br label %digit.i879

digit.i879:                                       ; preds = %digit.i879, %__modlink_format_i64.exit876
  %remaining.i880 = phi i64 [ %mag.i877, %__modlink_format_i64.exit876 ], [ %rest.i886, %digit.i879 ]
  %cursor.i881 = phi ptr [ %end.i878, %__modlink_format_i64.exit876 ], [ %digit.at.i882, %digit.i879 ]
  %digit.at.i882 = getelementptr inbounds i8, ptr %cursor.i881, i64 -1
  %digit1.i883 = urem i64 %remaining.i880, 10
  %digit.byte.i884 = trunc nuw nsw i64 %digit1.i883 to i8
  %ascii.i885 = or disjoint i8 %digit.byte.i884, 48
  store i8 %ascii.i885, ptr %digit.at.i882, align 1
  %rest.i886 = udiv i64 %remaining.i880, 10
  %more.not.i887 = icmp ult i64 %remaining.i880, 10
  br i1 %more.not.i887, label %digits.done.i888, label %digit.i879

digits.done.i888:                                 ; preds = %digit.i879
  %neg.i889 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i889, label %sign.i891, label %__modlink_format_i64.exit893

sign.i891:                                        ; preds = %digits.done.i888
  %sign.at.i892 = getelementptr inbounds i8, ptr %cursor.i881, i64 -2
  store i8 45, ptr %sign.at.i892, align 1
  br label %__modlink_format_i64.exit893

__modlink_format_i64.exit893:                     ; preds = %digits.done.i888, %sign.i891
  %start.i890 = phi ptr [ %digit.at.i882, %digits.done.i888 ], [ %sign.at.i892, %sign.i891 ]
  %part218 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i890, ptr %part218, align 8
  %missing.i894 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i894, label %common.ret, label %call.i895

call.i895:                                        ; preds = %__modlink_format_i64.exit893
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
