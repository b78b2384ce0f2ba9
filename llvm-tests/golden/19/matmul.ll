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

; Function Attrs: noinline
define range(i32 -1, 1) i32 @matmul_c(ptr %A, ptr %B, ptr %C, i64 %m, i64 %k, i64 %n) local_unnamed_addr #0 {
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
define internal noundef i32 @__modlink_matmul_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #1 {
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

define range(i32 -1, 1) i32 @__tvm_ffi_matmul(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr #2 {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %check25.fail, %check24.fail, %C.strides.done, %check23.fail, %check22.fail, %check21.fail, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ -1, %check21.fail ], [ -1, %check22.fail ], [ -1, %check23.fail ], [ %result227, %C.strides.done ], [ -1, %check24.fail ], [ -1, %check25.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  store ptr @.str.0, ptr %message.parts, align 8
  %digits = call fastcc ptr @__modlink_format_i64(i64 %argc, ptr nonnull %message.digits0)
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits, ptr %part1, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %A.type_index = load i32, ptr %args, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %A.type_index to i64
  store ptr @.str.2, ptr %message.parts, align 8
  %digits6 = call fastcc ptr @__modlink_format_i64(i64 %tag, ptr nonnull %message.digits0)
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits6, ptr %part7, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr inbounds i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %A.ndim to i64
  store ptr @.str.5, ptr %message.parts, align 8
  %digits10 = call fastcc ptr @__modlink_format_i64(i64 %ndim, ptr nonnull %message.digits0)
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits10, ptr %part11, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %bits14 = zext i8 %bits to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %digits17 = call fastcc ptr @__modlink_format_i64(i64 %code13, ptr nonnull %message.digits0)
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits17, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %digits20 = call fastcc ptr @__modlink_format_i64(i64 %bits14, ptr nonnull %message.digits1)
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits20, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %digits23 = call fastcc ptr @__modlink_format_i64(i64 %lanes15, ptr nonnull %message.digits2)
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits23, ptr %part24, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %device = sext i32 %A.device_type to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %digits26 = call fastcc ptr @__modlink_format_i64(i64 %device, ptr nonnull %message.digits0)
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits26, ptr %part27, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at28 = getelementptr inbounds i8, ptr %A.shape, i64 8
  %A.shape1 = load i64, ptr %extent.at28, align 8
  %strides.at = getelementptr inbounds i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds i8, ptr %A.strides, i64 8
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok29 = or i1 %unit, %stride.ok
  br i1 %stride.ok29, label %check7.ok, label %check7.fail

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
  %digits31 = call fastcc ptr @__modlink_format_i64(i64 %A.stride1, ptr nonnull %message.digits0)
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits31, ptr %part32, align 8
  %part33 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part33, align 8
  %digits34 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part35 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits34, ptr %part35, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok37 = icmp eq i64 %A.stride0, %A.shape1
  %unit38 = icmp eq i64 %A.shape0, 1
  %stride.ok39 = or i1 %unit38, %stride.ok37
  br i1 %stride.ok39, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %digits41 = call fastcc ptr @__modlink_format_i64(i64 %A.stride0, ptr nonnull %message.digits0)
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits41, ptr %part42, align 8
  %part43 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part43, align 8
  %digits44 = call fastcc ptr @__modlink_format_i64(i64 %A.shape1, ptr nonnull %message.digits1)
  %part45 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits44, ptr %part45, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  %tag53 = sext i32 %B.type_index to i64
  store ptr @.str.13, ptr %message.parts, align 8
  %digits55 = call fastcc ptr @__modlink_format_i64(i64 %tag53, ptr nonnull %message.digits0)
  %part56 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits55, ptr %part56, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is47 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is47, i64 24, i64 0
  %B.dltensor = getelementptr inbounds i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null57.not = icmp eq ptr %B.ptr, null
  br i1 %null57.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at60 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at60, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim62 = sext i32 %B.ndim to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %digits64 = call fastcc ptr @__modlink_format_i64(i64 %ndim62, ptr nonnull %message.digits0)
  %part65 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits64, ptr %part65, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at66 = getelementptr inbounds i8, ptr %B.dltensor, i64 20
  %bits.at68 = getelementptr inbounds i8, ptr %B.dltensor, i64 21
  %lanes.at69 = getelementptr inbounds i8, ptr %B.dltensor, i64 22
  %code70 = load i8, ptr %dtype.at66, align 1
  %bits71 = load i8, ptr %bits.at68, align 1
  %lanes72 = load i16, ptr %lanes.at69, align 2
  %code.ok73 = icmp eq i8 %code70, 2
  %bits.ok74 = icmp eq i8 %bits71, 32
  %lanes.ok75 = icmp eq i16 %lanes72, 1
  %dtype.ok76 = and i1 %code.ok73, %bits.ok74
  %dtype.ok77 = and i1 %dtype.ok76, %lanes.ok75
  br i1 %dtype.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes80 = zext i16 %lanes72 to i64
  %bits79 = zext i8 %bits71 to i64
  %code78 = zext i8 %code70 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %digits82 = call fastcc ptr @__modlink_format_i64(i64 %code78, ptr nonnull %message.digits0)
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits82, ptr %part83, align 8
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part84, align 8
  %digits85 = call fastcc ptr @__modlink_format_i64(i64 %bits79, ptr nonnull %message.digits1)
  %part86 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits85, ptr %part86, align 8
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part87, align 8
  %digits88 = call fastcc ptr @__modlink_format_i64(i64 %lanes80, ptr nonnull %message.digits2)
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits88, ptr %part89, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at90, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device92 = sext i32 %B.device_type to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %digits94 = call fastcc ptr @__modlink_format_i64(i64 %device92, ptr nonnull %message.digits0)
  %part95 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits94, ptr %part95, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at96, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %digits99 = call fastcc ptr @__modlink_format_i64(i64 %B.shape0, ptr nonnull %message.digits0)
  %part100 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits99, ptr %part100, align 8
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part101, align 8
  %digits102 = call fastcc ptr @__modlink_format_i64(i64 %A.shape1, ptr nonnull %message.digits1)
  %part103 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits102, ptr %part103, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at104 = getelementptr inbounds i8, ptr %B.shape, i64 8
  %B.shape1 = load i64, ptr %extent.at104, align 8
  %strides.at105 = getelementptr inbounds i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at105, align 8
  %has_strides106.not = icmp eq ptr %B.strides, null
  br i1 %has_strides106.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at107 = getelementptr inbounds i8, ptr %B.strides, i64 8
  %B.stride1 = load i64, ptr %stride.at107, align 8
  %stride.ok108 = icmp eq i64 %B.stride1, 1
  %unit109 = icmp eq i64 %B.shape1, 1
  %stride.ok110 = or i1 %unit109, %stride.ok108
  br i1 %stride.ok110, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data130 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at131 = getelementptr inbounds i8, ptr %B.dltensor, i64 40
  %byte_offset132 = load i64, ptr %byte_offset.at131, align 8
  %B.data = getelementptr i8, ptr %data130, i64 %byte_offset132
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %digits112 = call fastcc ptr @__modlink_format_i64(i64 %B.stride1, ptr nonnull %message.digits0)
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits112, ptr %part113, align 8
  %part114 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part114, align 8
  %digits115 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part116 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits115, ptr %part116, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok119 = icmp eq i64 %B.stride0, %B.shape1
  %unit120 = icmp eq i64 %A.shape1, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %digits123 = call fastcc ptr @__modlink_format_i64(i64 %B.stride0, ptr nonnull %message.digits0)
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits123, ptr %part124, align 8
  %part125 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part125, align 8
  %digits126 = call fastcc ptr @__modlink_format_i64(i64 %B.shape1, ptr nonnull %message.digits1)
  %part127 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits126, ptr %part127, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  %tag139 = sext i32 %C.type_index to i64
  store ptr @.str.22, ptr %message.parts, align 8
  %digits141 = call fastcc ptr @__modlink_format_i64(i64 %tag139, ptr nonnull %message.digits0)
  %part142 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits141, ptr %part142, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr inbounds i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null143.not = icmp eq ptr %C.ptr, null
  br i1 %null143.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at146 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at146, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %ndim148 = sext i32 %C.ndim to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %digits150 = call fastcc ptr @__modlink_format_i64(i64 %ndim148, ptr nonnull %message.digits0)
  %part151 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits150, ptr %part151, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at152 = getelementptr inbounds i8, ptr %C.dltensor, i64 20
  %bits.at154 = getelementptr inbounds i8, ptr %C.dltensor, i64 21
  %lanes.at155 = getelementptr inbounds i8, ptr %C.dltensor, i64 22
  %code156 = load i8, ptr %dtype.at152, align 1
  %bits157 = load i8, ptr %bits.at154, align 1
  %lanes158 = load i16, ptr %lanes.at155, align 2
  %code.ok159 = icmp eq i8 %code156, 2
  %bits.ok160 = icmp eq i8 %bits157, 32
  %lanes.ok161 = icmp eq i16 %lanes158, 1
  %dtype.ok162 = and i1 %code.ok159, %bits.ok160
  %dtype.ok163 = and i1 %dtype.ok162, %lanes.ok161
  br i1 %dtype.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes166 = zext i16 %lanes158 to i64
  %bits165 = zext i8 %bits157 to i64
  %code164 = zext i8 %code156 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %digits168 = call fastcc ptr @__modlink_format_i64(i64 %code164, ptr nonnull %message.digits0)
  %part169 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits168, ptr %part169, align 8
  %part170 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part170, align 8
  %digits171 = call fastcc ptr @__modlink_format_i64(i64 %bits165, ptr nonnull %message.digits1)
  %part172 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits171, ptr %part172, align 8
  %part173 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part173, align 8
  %digits174 = call fastcc ptr @__modlink_format_i64(i64 %lanes166, ptr nonnull %message.digits2)
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits174, ptr %part175, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at176, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %device178 = sext i32 %C.device_type to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %digits180 = call fastcc ptr @__modlink_format_i64(i64 %device178, ptr nonnull %message.digits0)
  %part181 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits180, ptr %part181, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at182, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %digits186 = call fastcc ptr @__modlink_format_i64(i64 %C.shape0, ptr nonnull %message.digits0)
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits186, ptr %part187, align 8
  %part188 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.28, ptr %part188, align 8
  %digits189 = call fastcc ptr @__modlink_format_i64(i64 %A.shape0, ptr nonnull %message.digits1)
  %part190 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits189, ptr %part190, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i8, ptr %C.shape, i64 8
  %C.shape1 = load i64, ptr %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %digits194 = call fastcc ptr @__modlink_format_i64(i64 %C.shape1, ptr nonnull %message.digits0)
  %part195 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits194, ptr %part195, align 8
  %part196 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.30, ptr %part196, align 8
  %digits197 = call fastcc ptr @__modlink_format_i64(i64 %B.shape1, ptr nonnull %message.digits1)
  %part198 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits197, ptr %part198, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at199 = getelementptr inbounds i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at199, align 8
  %has_strides200.not = icmp eq ptr %C.strides, null
  br i1 %has_strides200.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at201 = getelementptr inbounds i8, ptr %C.strides, i64 8
  %C.stride1 = load i64, ptr %stride.at201, align 8
  %stride.ok202 = icmp eq i64 %C.stride1, 1
  %unit203 = icmp eq i64 %B.shape1, 1
  %stride.ok204 = or i1 %unit203, %stride.ok202
  br i1 %stride.ok204, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data224 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at225 = getelementptr inbounds i8, ptr %C.dltensor, i64 40
  %byte_offset226 = load i64, ptr %byte_offset.at225, align 8
  %C.data = getelementptr i8, ptr %data224, i64 %byte_offset226
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result227 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %digits206 = call fastcc ptr @__modlink_format_i64(i64 %C.stride1, ptr nonnull %message.digits0)
  %part207 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits206, ptr %part207, align 8
  %part208 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part208, align 8
  %digits209 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part210 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits209, ptr %part210, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok213 = icmp eq i64 %C.stride0, %B.shape1
  %unit214 = icmp eq i64 %A.shape0, 1
  %stride.ok215 = or i1 %unit214, %stride.ok213
  br i1 %stride.ok215, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  store ptr @.str.32, ptr %message.parts, align 8
  %digits217 = call fastcc ptr @__modlink_format_i64(i64 %C.stride0, ptr nonnull %message.digits0)
  %part218 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits217, ptr %part218, align 8
  %part219 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part219, align 8
  %digits220 = call fastcc ptr @__modlink_format_i64(i64 %B.shape1, ptr nonnull %message.digits1)
  %part221 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits220, ptr %part221, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none)
define internal fastcc noundef nonnull ptr @__modlink_format_i64(i64 %0, ptr writeonly %1) unnamed_addr #3 {
entry:
  %mag = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %end = getelementptr inbounds i8, ptr %1, i64 23
  store i8 0, ptr %end, align 1
  br label %digit

digit:                                            ; preds = %digit, %entry
  %remaining = phi i64 [ %mag, %entry ], [ %rest, %digit ]
  %cursor = phi ptr [ %end, %entry ], [ %digit.at, %digit ]
  %digit.at = getelementptr inbounds i8, ptr %cursor, i64 -1
  %digit1 = urem i64 %remaining, 10
  %digit.byte = trunc nuw nsw i64 %digit1 to i8
  %ascii = or disjoint i8 %digit.byte, 48
  store i8 %ascii, ptr %digit.at, align 1
  %rest = udiv i64 %remaining, 10
  %more.not = icmp ult i64 %remaining, 10
  br i1 %more.not, label %digits.done, label %digit

digits.done:                                      ; preds = %digit
  %neg = icmp slt i64 %0, 0
  br i1 %neg, label %sign, label %done

sign:                                             ; preds = %digits.done
  %sign.at = getelementptr inbounds i8, ptr %cursor, i64 -2
  store i8 45, ptr %sign.at, align 1
  br label %done

done:                                             ; preds = %sign, %digits.done
  %start = phi ptr [ %digit.at, %digits.done ], [ %sign.at, %sign ]
  ret ptr %start
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

; Function Attrs: cold noinline
define internal fastcc void @__modlink_raise(ptr %0, ptr %1, i32 %2) unnamed_addr #4 {
entry:
  %missing = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing, label %done, label %call

call:                                             ; preds = %entry
  tail call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr %1, i32 %2)
  br label %done

done:                                             ; preds = %call, %entry
  ret void
}

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr #2 {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #2 = { "target-cpu"="generic" "target-features"="+64bit" }
attributes #3 = { cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #4 = { cold noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
