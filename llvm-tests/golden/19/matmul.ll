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

common.ret:                                       ; preds = %call.i900, %__modlink_format_i64.exit898, %call.i863, %__modlink_format_i64.exit848, %call.i830, %__modlink_format_i64.exit828, %call.i793, %__modlink_format_i64.exit791, %call.i756, %__modlink_format_i64.exit754, %call.i736, %__modlink_format_i64.exit734, %call.i682, %__modlink_format_i64.exit680, %call.i662, %check18.fail, %call.i659, %__modlink_format_i64.exit657, %call.i639, %__modlink_format_i64.exit637, %call.i602, %__modlink_format_i64.exit587, %call.i569, %__modlink_format_i64.exit567, %call.i532, %__modlink_format_i64.exit530, %call.i512, %__modlink_format_i64.exit510, %call.i458, %__modlink_format_i64.exit456, %call.i438, %check10.fail, %call.i435, %__modlink_format_i64.exit433, %call.i415, %__modlink_format_i64.exit413, %call.i378, %__modlink_format_i64.exit363, %call.i345, %__modlink_format_i64.exit343, %call.i325, %__modlink_format_i64.exit323, %call.i271, %__modlink_format_i64.exit269, %call.i251, %check3.fail, %call.i248, %__modlink_format_i64.exit246, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result227, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit246 ], [ -1, %call.i248 ], [ -1, %check3.fail ], [ -1, %call.i251 ], [ -1, %__modlink_format_i64.exit269 ], [ -1, %call.i271 ], [ -1, %__modlink_format_i64.exit323 ], [ -1, %call.i325 ], [ -1, %__modlink_format_i64.exit343 ], [ -1, %call.i345 ], [ -1, %__modlink_format_i64.exit363 ], [ -1, %call.i378 ], [ -1, %__modlink_format_i64.exit413 ], [ -1, %call.i415 ], [ -1, %__modlink_format_i64.exit433 ], [ -1, %call.i435 ], [ -1, %check10.fail ], [ -1, %call.i438 ], [ -1, %__modlink_format_i64.exit456 ], [ -1, %call.i458 ], [ -1, %__modlink_format_i64.exit510 ], [ -1, %call.i512 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %call.i532 ], [ -1, %__modlink_format_i64.exit567 ], [ -1, %call.i569 ], [ -1, %__modlink_format_i64.exit587 ], [ -1, %call.i602 ], [ -1, %__modlink_format_i64.exit637 ], [ -1, %call.i639 ], [ -1, %__modlink_format_i64.exit657 ], [ -1, %call.i659 ], [ -1, %check18.fail ], [ -1, %call.i662 ], [ -1, %__modlink_format_i64.exit680 ], [ -1, %call.i682 ], [ -1, %__modlink_format_i64.exit734 ], [ -1, %call.i736 ], [ -1, %__modlink_format_i64.exit754 ], [ -1, %call.i756 ], [ -1, %__modlink_format_i64.exit791 ], [ -1, %call.i793 ], [ -1, %__modlink_format_i64.exit828 ], [ -1, %call.i830 ], [ -1, %__modlink_format_i64.exit848 ], [ -1, %call.i863 ], [ -1, %__modlink_format_i64.exit898 ], [ -1, %call.i900 ]
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
  %mag.i230 = zext i32 %1 to i64
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i232

digit.i232:                                       ; preds = %digit.i232, %check2.fail
  %remaining.i233 = phi i64 [ %mag.i230, %check2.fail ], [ %rest.i239, %digit.i232 ]
  %cursor.i234 = phi ptr [ %end.i231, %check2.fail ], [ %digit.at.i235, %digit.i232 ]
  %digit.at.i235 = getelementptr inbounds i8, ptr %cursor.i234, i64 -1
  %digit1.i236 = urem i64 %remaining.i233, 10
  %digit.byte.i237 = trunc nuw nsw i64 %digit1.i236 to i8
  %ascii.i238 = or disjoint i8 %digit.byte.i237, 48
  store i8 %ascii.i238, ptr %digit.at.i235, align 1
  %rest.i239 = udiv i64 %remaining.i233, 10
  %more.not.i240 = icmp ult i64 %remaining.i233, 10
  br i1 %more.not.i240, label %digits.done.i241, label %digit.i232

digits.done.i241:                                 ; preds = %digit.i232
  %neg.i242 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i242, label %sign.i244, label %__modlink_format_i64.exit246

sign.i244:                                        ; preds = %digits.done.i241
  %sign.at.i245 = getelementptr inbounds i8, ptr %cursor.i234, i64 -2
  store i8 45, ptr %sign.at.i245, align 1
  br label %__modlink_format_i64.exit246

__modlink_format_i64.exit246:                     ; preds = %digits.done.i241, %sign.i244
  %start.i243 = phi ptr [ %digit.at.i235, %digits.done.i241 ], [ %sign.at.i245, %sign.i244 ]
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i243, ptr %part7, align 8
  %missing.i247 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i247, label %common.ret, label %call.i248

call.i248:                                        ; preds = %__modlink_format_i64.exit246
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i250 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i250, label %common.ret, label %call.i251

call.i251:                                        ; preds = %check3.fail
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
  %mag.i253 = zext i32 %2 to i64
  %end.i254 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i254, align 1
  br label %digit.i255

digit.i255:                                       ; preds = %digit.i255, %check4.fail
  %remaining.i256 = phi i64 [ %mag.i253, %check4.fail ], [ %rest.i262, %digit.i255 ]
  %cursor.i257 = phi ptr [ %end.i254, %check4.fail ], [ %digit.at.i258, %digit.i255 ]
  %digit.at.i258 = getelementptr inbounds i8, ptr %cursor.i257, i64 -1
  %digit1.i259 = urem i64 %remaining.i256, 10
  %digit.byte.i260 = trunc nuw nsw i64 %digit1.i259 to i8
  %ascii.i261 = or disjoint i8 %digit.byte.i260, 48
  store i8 %ascii.i261, ptr %digit.at.i258, align 1
  %rest.i262 = udiv i64 %remaining.i256, 10
  %more.not.i263 = icmp ult i64 %remaining.i256, 10
  br i1 %more.not.i263, label %digits.done.i264, label %digit.i255

digits.done.i264:                                 ; preds = %digit.i255
  %neg.i265 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i265, label %sign.i267, label %__modlink_format_i64.exit269

sign.i267:                                        ; preds = %digits.done.i264
  %sign.at.i268 = getelementptr inbounds i8, ptr %cursor.i257, i64 -2
  store i8 45, ptr %sign.at.i268, align 1
  br label %__modlink_format_i64.exit269

__modlink_format_i64.exit269:                     ; preds = %digits.done.i264, %sign.i267
  %start.i266 = phi ptr [ %digit.at.i258, %digits.done.i264 ], [ %sign.at.i268, %sign.i267 ]
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i266, ptr %part11, align 8
  %missing.i270 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i270, label %common.ret, label %call.i271

call.i271:                                        ; preds = %__modlink_format_i64.exit269
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i274 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i274, align 1
  br label %digit.i275

digit.i275:                                       ; preds = %digit.i275, %check5.fail
  %remaining.i276 = phi i64 [ %code13, %check5.fail ], [ %rest.i282, %digit.i275 ]
  %cursor.i277 = phi ptr [ %end.i274, %check5.fail ], [ %digit.at.i278, %digit.i275 ]
  %digit.at.i278 = getelementptr inbounds i8, ptr %cursor.i277, i64 -1
  %digit1.i279 = urem i64 %remaining.i276, 10
  %digit.byte.i280 = trunc nuw nsw i64 %digit1.i279 to i8
  %ascii.i281 = or disjoint i8 %digit.byte.i280, 48
  store i8 %ascii.i281, ptr %digit.at.i278, align 1
  %rest.i282 = udiv i64 %remaining.i276, 10
  %more.not.i283 = icmp ult i64 %remaining.i276, 10
  br i1 %more.not.i283, label %__modlink_format_i64.exit289, label %digit.i275

__modlink_format_i64.exit289:                     ; preds = %digit.i275
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i278, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i291 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i291, align 1
  br label %digit.i292

digit.i292:                                       ; preds = %digit.i292, %__modlink_format_i64.exit289
  %remaining.i293 = phi i64 [ %bits14, %__modlink_format_i64.exit289 ], [ %rest.i299, %digit.i292 ]
  %cursor.i294 = phi ptr [ %end.i291, %__modlink_format_i64.exit289 ], [ %digit.at.i295, %digit.i292 ]
  %digit.at.i295 = getelementptr inbounds i8, ptr %cursor.i294, i64 -1
  %digit1.i296 = urem i64 %remaining.i293, 10
  %digit.byte.i297 = trunc nuw nsw i64 %digit1.i296 to i8
  %ascii.i298 = or disjoint i8 %digit.byte.i297, 48
  store i8 %ascii.i298, ptr %digit.at.i295, align 1
  %rest.i299 = udiv i64 %remaining.i293, 10
  %more.not.i300 = icmp ult i64 %remaining.i293, 10
  br i1 %more.not.i300, label %__modlink_format_i64.exit306, label %digit.i292

__modlink_format_i64.exit306:                     ; preds = %digit.i292
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i295, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i308 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i308, align 1
  br label %digit.i309

digit.i309:                                       ; preds = %digit.i309, %__modlink_format_i64.exit306
  %remaining.i310 = phi i64 [ %lanes15, %__modlink_format_i64.exit306 ], [ %rest.i316, %digit.i309 ]
  %cursor.i311 = phi ptr [ %end.i308, %__modlink_format_i64.exit306 ], [ %digit.at.i312, %digit.i309 ]
  %digit.at.i312 = getelementptr inbounds i8, ptr %cursor.i311, i64 -1
  %digit1.i313 = urem i64 %remaining.i310, 10
  %digit.byte.i314 = trunc nuw nsw i64 %digit1.i313 to i8
  %ascii.i315 = or disjoint i8 %digit.byte.i314, 48
  store i8 %ascii.i315, ptr %digit.at.i312, align 1
  %rest.i316 = udiv i64 %remaining.i310, 10
  %more.not.i317 = icmp ult i64 %remaining.i310, 10
  br i1 %more.not.i317, label %__modlink_format_i64.exit323, label %digit.i309

__modlink_format_i64.exit323:                     ; preds = %digit.i309
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i312, ptr %part24, align 8
  %missing.i324 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i324, label %common.ret, label %call.i325

call.i325:                                        ; preds = %__modlink_format_i64.exit323
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
  %mag.i327 = zext i32 %3 to i64
  %end.i328 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i328, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %check6.fail
  %remaining.i330 = phi i64 [ %mag.i327, %check6.fail ], [ %rest.i336, %digit.i329 ]
  %cursor.i331 = phi ptr [ %end.i328, %check6.fail ], [ %digit.at.i332, %digit.i329 ]
  %digit.at.i332 = getelementptr inbounds i8, ptr %cursor.i331, i64 -1
  %digit1.i333 = urem i64 %remaining.i330, 10
  %digit.byte.i334 = trunc nuw nsw i64 %digit1.i333 to i8
  %ascii.i335 = or disjoint i8 %digit.byte.i334, 48
  store i8 %ascii.i335, ptr %digit.at.i332, align 1
  %rest.i336 = udiv i64 %remaining.i330, 10
  %more.not.i337 = icmp ult i64 %remaining.i330, 10
  br i1 %more.not.i337, label %digits.done.i338, label %digit.i329

digits.done.i338:                                 ; preds = %digit.i329
  %neg.i339 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i339, label %sign.i341, label %__modlink_format_i64.exit343

sign.i341:                                        ; preds = %digits.done.i338
  %sign.at.i342 = getelementptr inbounds i8, ptr %cursor.i331, i64 -2
  store i8 45, ptr %sign.at.i342, align 1
  br label %__modlink_format_i64.exit343

__modlink_format_i64.exit343:                     ; preds = %digits.done.i338, %sign.i341
  %start.i340 = phi ptr [ %digit.at.i332, %digits.done.i338 ], [ %sign.at.i342, %sign.i341 ]
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i340, ptr %part27, align 8
  %missing.i344 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i344, label %common.ret, label %call.i345

call.i345:                                        ; preds = %__modlink_format_i64.exit343
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %mag.i347 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i348 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i348, align 1
  br label %digit.i349

digit.i349:                                       ; preds = %digit.i349, %check7.fail
  %remaining.i350 = phi i64 [ %mag.i347, %check7.fail ], [ %rest.i356, %digit.i349 ]
  %cursor.i351 = phi ptr [ %end.i348, %check7.fail ], [ %digit.at.i352, %digit.i349 ]
  %digit.at.i352 = getelementptr inbounds i8, ptr %cursor.i351, i64 -1
  %digit1.i353 = urem i64 %remaining.i350, 10
  %digit.byte.i354 = trunc nuw nsw i64 %digit1.i353 to i8
  %ascii.i355 = or disjoint i8 %digit.byte.i354, 48
  store i8 %ascii.i355, ptr %digit.at.i352, align 1
  %rest.i356 = udiv i64 %remaining.i350, 10
  %more.not.i357 = icmp ult i64 %remaining.i350, 10
  br i1 %more.not.i357, label %digits.done.i358, label %digit.i349

digits.done.i358:                                 ; preds = %digit.i349
  %neg.i359 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i359, label %sign.i361, label %__modlink_format_i64.exit363

sign.i361:                                        ; preds = %digits.done.i358
  %sign.at.i362 = getelementptr inbounds i8, ptr %cursor.i351, i64 -2
  store i8 45, ptr %sign.at.i362, align 1
  br label %__modlink_format_i64.exit363

__modlink_format_i64.exit363:                     ; preds = %digits.done.i358, %sign.i361
  %start.i360 = phi ptr [ %digit.at.i352, %digits.done.i358 ], [ %sign.at.i362, %sign.i361 ]
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i360, ptr %part32, align 8
  %part33 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part33, align 8
  %end.i364 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i364, align 1
  %digit.at.i368 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i368, align 1
  %part35 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i368, ptr %part35, align 8
  %missing.i377 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i377, label %common.ret, label %call.i378

call.i378:                                        ; preds = %__modlink_format_i64.exit363
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok37 = icmp eq i64 %A.stride0, %A.shape1
  %unit38 = icmp eq i64 %A.shape0, 1
  %stride.ok39 = or i1 %unit38, %stride.ok37
  br i1 %stride.ok39, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %mag.i380 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i381 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i381, align 1
  br label %digit.i382

digit.i382:                                       ; preds = %digit.i382, %check8.fail
  %remaining.i383 = phi i64 [ %mag.i380, %check8.fail ], [ %rest.i389, %digit.i382 ]
  %cursor.i384 = phi ptr [ %end.i381, %check8.fail ], [ %digit.at.i385, %digit.i382 ]
  %digit.at.i385 = getelementptr inbounds i8, ptr %cursor.i384, i64 -1
  %digit1.i386 = urem i64 %remaining.i383, 10
  %digit.byte.i387 = trunc nuw nsw i64 %digit1.i386 to i8
  %ascii.i388 = or disjoint i8 %digit.byte.i387, 48
  store i8 %ascii.i388, ptr %digit.at.i385, align 1
  %rest.i389 = udiv i64 %remaining.i383, 10
  %more.not.i390 = icmp ult i64 %remaining.i383, 10
  br i1 %more.not.i390, label %digits.done.i391, label %digit.i382

digits.done.i391:                                 ; preds = %digit.i382
  %neg.i392 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i392, label %sign.i394, label %__modlink_format_i64.exit396

sign.i394:                                        ; preds = %digits.done.i391
  %sign.at.i395 = getelementptr inbounds i8, ptr %cursor.i384, i64 -2
  store i8 45, ptr %sign.at.i395, align 1
  br label %__modlink_format_i64.exit396

__modlink_format_i64.exit396:                     ; preds = %digits.done.i391, %sign.i394
  %start.i393 = phi ptr [ %digit.at.i385, %digits.done.i391 ], [ %sign.at.i395, %sign.i394 ]
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i393, ptr %part42, align 8
  %part43 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part43, align 8
  %mag.i397 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i398 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i398, align 1
  br label %digit.i399

digit.i399:                                       ; preds = %digit.i399, %__modlink_format_i64.exit396
  %remaining.i400 = phi i64 [ %mag.i397, %__modlink_format_i64.exit396 ], [ %rest.i406, %digit.i399 ]
  %cursor.i401 = phi ptr [ %end.i398, %__modlink_format_i64.exit396 ], [ %digit.at.i402, %digit.i399 ]
  %digit.at.i402 = getelementptr inbounds i8, ptr %cursor.i401, i64 -1
  %digit1.i403 = urem i64 %remaining.i400, 10
  %digit.byte.i404 = trunc nuw nsw i64 %digit1.i403 to i8
  %ascii.i405 = or disjoint i8 %digit.byte.i404, 48
  store i8 %ascii.i405, ptr %digit.at.i402, align 1
  %rest.i406 = udiv i64 %remaining.i400, 10
  %more.not.i407 = icmp ult i64 %remaining.i400, 10
  br i1 %more.not.i407, label %digits.done.i408, label %digit.i399

digits.done.i408:                                 ; preds = %digit.i399
  %neg.i409 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i409, label %sign.i411, label %__modlink_format_i64.exit413

sign.i411:                                        ; preds = %digits.done.i408
  %sign.at.i412 = getelementptr inbounds i8, ptr %cursor.i401, i64 -2
  store i8 45, ptr %sign.at.i412, align 1
  br label %__modlink_format_i64.exit413

__modlink_format_i64.exit413:                     ; preds = %digits.done.i408, %sign.i411
  %start.i410 = phi ptr [ %digit.at.i402, %digits.done.i408 ], [ %sign.at.i412, %sign.i411 ]
  %part45 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i410, ptr %part45, align 8
  %missing.i414 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i414, label %common.ret, label %call.i415

call.i415:                                        ; preds = %__modlink_format_i64.exit413
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i417 = zext i32 %4 to i64
  %end.i418 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i418, align 1
  br label %digit.i419

digit.i419:                                       ; preds = %digit.i419, %check9.fail
  %remaining.i420 = phi i64 [ %mag.i417, %check9.fail ], [ %rest.i426, %digit.i419 ]
  %cursor.i421 = phi ptr [ %end.i418, %check9.fail ], [ %digit.at.i422, %digit.i419 ]
  %digit.at.i422 = getelementptr inbounds i8, ptr %cursor.i421, i64 -1
  %digit1.i423 = urem i64 %remaining.i420, 10
  %digit.byte.i424 = trunc nuw nsw i64 %digit1.i423 to i8
  %ascii.i425 = or disjoint i8 %digit.byte.i424, 48
  store i8 %ascii.i425, ptr %digit.at.i422, align 1
  %rest.i426 = udiv i64 %remaining.i420, 10
  %more.not.i427 = icmp ult i64 %remaining.i420, 10
  br i1 %more.not.i427, label %digits.done.i428, label %digit.i419

digits.done.i428:                                 ; preds = %digit.i419
  %neg.i429 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i429, label %sign.i431, label %__modlink_format_i64.exit433

sign.i431:                                        ; preds = %digits.done.i428
  %sign.at.i432 = getelementptr inbounds i8, ptr %cursor.i421, i64 -2
  store i8 45, ptr %sign.at.i432, align 1
  br label %__modlink_format_i64.exit433

__modlink_format_i64.exit433:                     ; preds = %digits.done.i428, %sign.i431
  %start.i430 = phi ptr [ %digit.at.i422, %digits.done.i428 ], [ %sign.at.i432, %sign.i431 ]
  %part56 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i430, ptr %part56, align 8
  %missing.i434 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i434, label %common.ret, label %call.i435

call.i435:                                        ; preds = %__modlink_format_i64.exit433
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i437 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i437, label %common.ret, label %call.i438

call.i438:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at60 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at60, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i440 = zext i32 %5 to i64
  %end.i441 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i442

digit.i442:                                       ; preds = %digit.i442, %check11.fail
  %remaining.i443 = phi i64 [ %mag.i440, %check11.fail ], [ %rest.i449, %digit.i442 ]
  %cursor.i444 = phi ptr [ %end.i441, %check11.fail ], [ %digit.at.i445, %digit.i442 ]
  %digit.at.i445 = getelementptr inbounds i8, ptr %cursor.i444, i64 -1
  %digit1.i446 = urem i64 %remaining.i443, 10
  %digit.byte.i447 = trunc nuw nsw i64 %digit1.i446 to i8
  %ascii.i448 = or disjoint i8 %digit.byte.i447, 48
  store i8 %ascii.i448, ptr %digit.at.i445, align 1
  %rest.i449 = udiv i64 %remaining.i443, 10
  %more.not.i450 = icmp ult i64 %remaining.i443, 10
  br i1 %more.not.i450, label %digits.done.i451, label %digit.i442

digits.done.i451:                                 ; preds = %digit.i442
  %neg.i452 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i452, label %sign.i454, label %__modlink_format_i64.exit456

sign.i454:                                        ; preds = %digits.done.i451
  %sign.at.i455 = getelementptr inbounds i8, ptr %cursor.i444, i64 -2
  store i8 45, ptr %sign.at.i455, align 1
  br label %__modlink_format_i64.exit456

__modlink_format_i64.exit456:                     ; preds = %digits.done.i451, %sign.i454
  %start.i453 = phi ptr [ %digit.at.i445, %digits.done.i451 ], [ %sign.at.i455, %sign.i454 ]
  %part65 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i453, ptr %part65, align 8
  %missing.i457 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i457, label %common.ret, label %call.i458

call.i458:                                        ; preds = %__modlink_format_i64.exit456
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code78 = zext i8 %code70 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i461 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i461, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check12.fail
  %remaining.i463 = phi i64 [ %code78, %check12.fail ], [ %rest.i469, %digit.i462 ]
  %cursor.i464 = phi ptr [ %end.i461, %check12.fail ], [ %digit.at.i465, %digit.i462 ]
  %digit.at.i465 = getelementptr inbounds i8, ptr %cursor.i464, i64 -1
  %digit1.i466 = urem i64 %remaining.i463, 10
  %digit.byte.i467 = trunc nuw nsw i64 %digit1.i466 to i8
  %ascii.i468 = or disjoint i8 %digit.byte.i467, 48
  store i8 %ascii.i468, ptr %digit.at.i465, align 1
  %rest.i469 = udiv i64 %remaining.i463, 10
  %more.not.i470 = icmp ult i64 %remaining.i463, 10
  br i1 %more.not.i470, label %__modlink_format_i64.exit476, label %digit.i462

__modlink_format_i64.exit476:                     ; preds = %digit.i462
  %bits79 = zext i8 %bits71 to i64
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i465, ptr %part83, align 8
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part84, align 8
  %end.i478 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %__modlink_format_i64.exit476
  %remaining.i480 = phi i64 [ %bits79, %__modlink_format_i64.exit476 ], [ %rest.i486, %digit.i479 ]
  %cursor.i481 = phi ptr [ %end.i478, %__modlink_format_i64.exit476 ], [ %digit.at.i482, %digit.i479 ]
  %digit.at.i482 = getelementptr inbounds i8, ptr %cursor.i481, i64 -1
  %digit1.i483 = urem i64 %remaining.i480, 10
  %digit.byte.i484 = trunc nuw nsw i64 %digit1.i483 to i8
  %ascii.i485 = or disjoint i8 %digit.byte.i484, 48
  store i8 %ascii.i485, ptr %digit.at.i482, align 1
  %rest.i486 = udiv i64 %remaining.i480, 10
  %more.not.i487 = icmp ult i64 %remaining.i480, 10
  br i1 %more.not.i487, label %__modlink_format_i64.exit493, label %digit.i479

__modlink_format_i64.exit493:                     ; preds = %digit.i479
  %part86 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i482, ptr %part86, align 8
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part87, align 8
  %end.i495 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i495, align 1
  br label %digit.i496

digit.i496:                                       ; preds = %digit.i496, %__modlink_format_i64.exit493
  %remaining.i497 = phi i64 [ %lanes80, %__modlink_format_i64.exit493 ], [ %rest.i503, %digit.i496 ]
  %cursor.i498 = phi ptr [ %end.i495, %__modlink_format_i64.exit493 ], [ %digit.at.i499, %digit.i496 ]
  %digit.at.i499 = getelementptr inbounds i8, ptr %cursor.i498, i64 -1
  %digit1.i500 = urem i64 %remaining.i497, 10
  %digit.byte.i501 = trunc nuw nsw i64 %digit1.i500 to i8
  %ascii.i502 = or disjoint i8 %digit.byte.i501, 48
  store i8 %ascii.i502, ptr %digit.at.i499, align 1
  %rest.i503 = udiv i64 %remaining.i497, 10
  %more.not.i504 = icmp ult i64 %remaining.i497, 10
  br i1 %more.not.i504, label %__modlink_format_i64.exit510, label %digit.i496

__modlink_format_i64.exit510:                     ; preds = %digit.i496
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i499, ptr %part89, align 8
  %missing.i511 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i511, label %common.ret, label %call.i512

call.i512:                                        ; preds = %__modlink_format_i64.exit510
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at90, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i514 = zext i32 %6 to i64
  %end.i515 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i515, align 1
  br label %digit.i516

digit.i516:                                       ; preds = %digit.i516, %check13.fail
  %remaining.i517 = phi i64 [ %mag.i514, %check13.fail ], [ %rest.i523, %digit.i516 ]
  %cursor.i518 = phi ptr [ %end.i515, %check13.fail ], [ %digit.at.i519, %digit.i516 ]
  %digit.at.i519 = getelementptr inbounds i8, ptr %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc nuw nsw i64 %digit1.i520 to i8
  %ascii.i522 = or disjoint i8 %digit.byte.i521, 48
  store i8 %ascii.i522, ptr %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %more.not.i524 = icmp ult i64 %remaining.i517, 10
  br i1 %more.not.i524, label %digits.done.i525, label %digit.i516

digits.done.i525:                                 ; preds = %digit.i516
  %neg.i526 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i526, label %sign.i528, label %__modlink_format_i64.exit530

sign.i528:                                        ; preds = %digits.done.i525
  %sign.at.i529 = getelementptr inbounds i8, ptr %cursor.i518, i64 -2
  store i8 45, ptr %sign.at.i529, align 1
  br label %__modlink_format_i64.exit530

__modlink_format_i64.exit530:                     ; preds = %digits.done.i525, %sign.i528
  %start.i527 = phi ptr [ %digit.at.i519, %digits.done.i525 ], [ %sign.at.i529, %sign.i528 ]
  %part95 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i527, ptr %part95, align 8
  %missing.i531 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i531, label %common.ret, label %call.i532

call.i532:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at96, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i534 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i535 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i535, align 1
  br label %digit.i536

digit.i536:                                       ; preds = %digit.i536, %check14.fail
  %remaining.i537 = phi i64 [ %mag.i534, %check14.fail ], [ %rest.i543, %digit.i536 ]
  %cursor.i538 = phi ptr [ %end.i535, %check14.fail ], [ %digit.at.i539, %digit.i536 ]
  %digit.at.i539 = getelementptr inbounds i8, ptr %cursor.i538, i64 -1
  %digit1.i540 = urem i64 %remaining.i537, 10
  %digit.byte.i541 = trunc nuw nsw i64 %digit1.i540 to i8
  %ascii.i542 = or disjoint i8 %digit.byte.i541, 48
  store i8 %ascii.i542, ptr %digit.at.i539, align 1
  %rest.i543 = udiv i64 %remaining.i537, 10
  %more.not.i544 = icmp ult i64 %remaining.i537, 10
  br i1 %more.not.i544, label %digits.done.i545, label %digit.i536

digits.done.i545:                                 ; preds = %digit.i536
  %neg.i546 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i546, label %sign.i548, label %__modlink_format_i64.exit550

sign.i548:                                        ; preds = %digits.done.i545
  %sign.at.i549 = getelementptr inbounds i8, ptr %cursor.i538, i64 -2
  store i8 45, ptr %sign.at.i549, align 1
  br label %__modlink_format_i64.exit550

__modlink_format_i64.exit550:                     ; preds = %digits.done.i545, %sign.i548
  %start.i547 = phi ptr [ %digit.at.i539, %digits.done.i545 ], [ %sign.at.i549, %sign.i548 ]
  %part100 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i547, ptr %part100, align 8
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part101, align 8
  %mag.i551 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i552 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i552, align 1
  br label %digit.i553

digit.i553:                                       ; preds = %digit.i553, %__modlink_format_i64.exit550
  %remaining.i554 = phi i64 [ %mag.i551, %__modlink_format_i64.exit550 ], [ %rest.i560, %digit.i553 ]
  %cursor.i555 = phi ptr [ %end.i552, %__modlink_format_i64.exit550 ], [ %digit.at.i556, %digit.i553 ]
  %digit.at.i556 = getelementptr inbounds i8, ptr %cursor.i555, i64 -1
  %digit1.i557 = urem i64 %remaining.i554, 10
  %digit.byte.i558 = trunc nuw nsw i64 %digit1.i557 to i8
  %ascii.i559 = or disjoint i8 %digit.byte.i558, 48
  store i8 %ascii.i559, ptr %digit.at.i556, align 1
  %rest.i560 = udiv i64 %remaining.i554, 10
  %more.not.i561 = icmp ult i64 %remaining.i554, 10
  br i1 %more.not.i561, label %digits.done.i562, label %digit.i553

digits.done.i562:                                 ; preds = %digit.i553
  %neg.i563 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i563, label %sign.i565, label %__modlink_format_i64.exit567

sign.i565:                                        ; preds = %digits.done.i562
  %sign.at.i566 = getelementptr inbounds i8, ptr %cursor.i555, i64 -2
  store i8 45, ptr %sign.at.i566, align 1
  br label %__modlink_format_i64.exit567

__modlink_format_i64.exit567:                     ; preds = %digits.done.i562, %sign.i565
  %start.i564 = phi ptr [ %digit.at.i556, %digits.done.i562 ], [ %sign.at.i566, %sign.i565 ]
  %part103 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i564, ptr %part103, align 8
  %missing.i568 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i568, label %common.ret, label %call.i569

call.i569:                                        ; preds = %__modlink_format_i64.exit567
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %mag.i571 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i572 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i572, align 1
  br label %digit.i573

digit.i573:                                       ; preds = %digit.i573, %check15.fail
  %remaining.i574 = phi i64 [ %mag.i571, %check15.fail ], [ %rest.i580, %digit.i573 ]
  %cursor.i575 = phi ptr [ %end.i572, %check15.fail ], [ %digit.at.i576, %digit.i573 ]
  %digit.at.i576 = getelementptr inbounds i8, ptr %cursor.i575, i64 -1
  %digit1.i577 = urem i64 %remaining.i574, 10
  %digit.byte.i578 = trunc nuw nsw i64 %digit1.i577 to i8
  %ascii.i579 = or disjoint i8 %digit.byte.i578, 48
  store i8 %ascii.i579, ptr %digit.at.i576, align 1
  %rest.i580 = udiv i64 %remaining.i574, 10
  %more.not.i581 = icmp ult i64 %remaining.i574, 10
  br i1 %more.not.i581, label %digits.done.i582, label %digit.i573

digits.done.i582:                                 ; preds = %digit.i573
  %neg.i583 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i583, label %sign.i585, label %__modlink_format_i64.exit587

sign.i585:                                        ; preds = %digits.done.i582
  %sign.at.i586 = getelementptr inbounds i8, ptr %cursor.i575, i64 -2
  store i8 45, ptr %sign.at.i586, align 1
  br label %__modlink_format_i64.exit587

__modlink_format_i64.exit587:                     ; preds = %digits.done.i582, %sign.i585
  %start.i584 = phi ptr [ %digit.at.i576, %digits.done.i582 ], [ %sign.at.i586, %sign.i585 ]
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i584, ptr %part113, align 8
  %part114 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part114, align 8
  %end.i588 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i588, align 1
  %digit.at.i592 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i592, align 1
  %part116 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i592, ptr %part116, align 8
  %missing.i601 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i601, label %common.ret, label %call.i602

call.i602:                                        ; preds = %__modlink_format_i64.exit587
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok119 = icmp eq i64 %B.stride0, %B.shape1
  %unit120 = icmp eq i64 %A.shape1, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i604 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i605 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i605, align 1
  br label %digit.i606

digit.i606:                                       ; preds = %digit.i606, %check16.fail
  %remaining.i607 = phi i64 [ %mag.i604, %check16.fail ], [ %rest.i613, %digit.i606 ]
  %cursor.i608 = phi ptr [ %end.i605, %check16.fail ], [ %digit.at.i609, %digit.i606 ]
  %digit.at.i609 = getelementptr inbounds i8, ptr %cursor.i608, i64 -1
  %digit1.i610 = urem i64 %remaining.i607, 10
  %digit.byte.i611 = trunc nuw nsw i64 %digit1.i610 to i8
  %ascii.i612 = or disjoint i8 %digit.byte.i611, 48
  store i8 %ascii.i612, ptr %digit.at.i609, align 1
  %rest.i613 = udiv i64 %remaining.i607, 10
  %more.not.i614 = icmp ult i64 %remaining.i607, 10
  br i1 %more.not.i614, label %digits.done.i615, label %digit.i606

digits.done.i615:                                 ; preds = %digit.i606
  %neg.i616 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i616, label %sign.i618, label %__modlink_format_i64.exit620

sign.i618:                                        ; preds = %digits.done.i615
  %sign.at.i619 = getelementptr inbounds i8, ptr %cursor.i608, i64 -2
  store i8 45, ptr %sign.at.i619, align 1
  br label %__modlink_format_i64.exit620

__modlink_format_i64.exit620:                     ; preds = %digits.done.i615, %sign.i618
  %start.i617 = phi ptr [ %digit.at.i609, %digits.done.i615 ], [ %sign.at.i619, %sign.i618 ]
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i617, ptr %part124, align 8
  %part125 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part125, align 8
  %mag.i621 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i622 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i622, align 1
  br label %digit.i623

digit.i623:                                       ; preds = %digit.i623, %__modlink_format_i64.exit620
  %remaining.i624 = phi i64 [ %mag.i621, %__modlink_format_i64.exit620 ], [ %rest.i630, %digit.i623 ]
  %cursor.i625 = phi ptr [ %end.i622, %__modlink_format_i64.exit620 ], [ %digit.at.i626, %digit.i623 ]
  %digit.at.i626 = getelementptr inbounds i8, ptr %cursor.i625, i64 -1
  %digit1.i627 = urem i64 %remaining.i624, 10
  %digit.byte.i628 = trunc nuw nsw i64 %digit1.i627 to i8
  %ascii.i629 = or disjoint i8 %digit.byte.i628, 48
  store i8 %ascii.i629, ptr %digit.at.i626, align 1
  %rest.i630 = udiv i64 %remaining.i624, 10
  %more.not.i631 = icmp ult i64 %remaining.i624, 10
  br i1 %more.not.i631, label %digits.done.i632, label %digit.i623

digits.done.i632:                                 ; preds = %digit.i623
  %neg.i633 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i633, label %sign.i635, label %__modlink_format_i64.exit637

sign.i635:                                        ; preds = %digits.done.i632
  %sign.at.i636 = getelementptr inbounds i8, ptr %cursor.i625, i64 -2
  store i8 45, ptr %sign.at.i636, align 1
  br label %__modlink_format_i64.exit637

__modlink_format_i64.exit637:                     ; preds = %digits.done.i632, %sign.i635
  %start.i634 = phi ptr [ %digit.at.i626, %digits.done.i632 ], [ %sign.at.i636, %sign.i635 ]
  %part127 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i634, ptr %part127, align 8
  %missing.i638 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i638, label %common.ret, label %call.i639

call.i639:                                        ; preds = %__modlink_format_i64.exit637
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i641 = zext i32 %7 to i64
  %end.i642 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i642, align 1
  br label %digit.i643

digit.i643:                                       ; preds = %digit.i643, %check17.fail
  %remaining.i644 = phi i64 [ %mag.i641, %check17.fail ], [ %rest.i650, %digit.i643 ]
  %cursor.i645 = phi ptr [ %end.i642, %check17.fail ], [ %digit.at.i646, %digit.i643 ]
  %digit.at.i646 = getelementptr inbounds i8, ptr %cursor.i645, i64 -1
  %digit1.i647 = urem i64 %remaining.i644, 10
  %digit.byte.i648 = trunc nuw nsw i64 %digit1.i647 to i8
  %ascii.i649 = or disjoint i8 %digit.byte.i648, 48
  store i8 %ascii.i649, ptr %digit.at.i646, align 1
  %rest.i650 = udiv i64 %remaining.i644, 10
  %more.not.i651 = icmp ult i64 %remaining.i644, 10
  br i1 %more.not.i651, label %digits.done.i652, label %digit.i643

digits.done.i652:                                 ; preds = %digit.i643
  %neg.i653 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i653, label %sign.i655, label %__modlink_format_i64.exit657

sign.i655:                                        ; preds = %digits.done.i652
  %sign.at.i656 = getelementptr inbounds i8, ptr %cursor.i645, i64 -2
  store i8 45, ptr %sign.at.i656, align 1
  br label %__modlink_format_i64.exit657

__modlink_format_i64.exit657:                     ; preds = %digits.done.i652, %sign.i655
  %start.i654 = phi ptr [ %digit.at.i646, %digits.done.i652 ], [ %sign.at.i656, %sign.i655 ]
  %part142 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i654, ptr %part142, align 8
  %missing.i658 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i658, label %common.ret, label %call.i659

call.i659:                                        ; preds = %__modlink_format_i64.exit657
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i661 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i661, label %common.ret, label %call.i662

call.i662:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at146 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at146, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i664 = zext i32 %8 to i64
  %end.i665 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i665, align 1
  br label %digit.i666

digit.i666:                                       ; preds = %digit.i666, %check19.fail
  %remaining.i667 = phi i64 [ %mag.i664, %check19.fail ], [ %rest.i673, %digit.i666 ]
  %cursor.i668 = phi ptr [ %end.i665, %check19.fail ], [ %digit.at.i669, %digit.i666 ]
  %digit.at.i669 = getelementptr inbounds i8, ptr %cursor.i668, i64 -1
  %digit1.i670 = urem i64 %remaining.i667, 10
  %digit.byte.i671 = trunc nuw nsw i64 %digit1.i670 to i8
  %ascii.i672 = or disjoint i8 %digit.byte.i671, 48
  store i8 %ascii.i672, ptr %digit.at.i669, align 1
  %rest.i673 = udiv i64 %remaining.i667, 10
  %more.not.i674 = icmp ult i64 %remaining.i667, 10
  br i1 %more.not.i674, label %digits.done.i675, label %digit.i666

digits.done.i675:                                 ; preds = %digit.i666
  %neg.i676 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i676, label %sign.i678, label %__modlink_format_i64.exit680

sign.i678:                                        ; preds = %digits.done.i675
  %sign.at.i679 = getelementptr inbounds i8, ptr %cursor.i668, i64 -2
  store i8 45, ptr %sign.at.i679, align 1
  br label %__modlink_format_i64.exit680

__modlink_format_i64.exit680:                     ; preds = %digits.done.i675, %sign.i678
  %start.i677 = phi ptr [ %digit.at.i669, %digits.done.i675 ], [ %sign.at.i679, %sign.i678 ]
  %part151 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i677, ptr %part151, align 8
  %missing.i681 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i681, label %common.ret, label %call.i682

call.i682:                                        ; preds = %__modlink_format_i64.exit680
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code164 = zext i8 %code156 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i685 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i685, align 1
  br label %digit.i686

digit.i686:                                       ; preds = %digit.i686, %check20.fail
  %remaining.i687 = phi i64 [ %code164, %check20.fail ], [ %rest.i693, %digit.i686 ]
  %cursor.i688 = phi ptr [ %end.i685, %check20.fail ], [ %digit.at.i689, %digit.i686 ]
  %digit.at.i689 = getelementptr inbounds i8, ptr %cursor.i688, i64 -1
  %digit1.i690 = urem i64 %remaining.i687, 10
  %digit.byte.i691 = trunc nuw nsw i64 %digit1.i690 to i8
  %ascii.i692 = or disjoint i8 %digit.byte.i691, 48
  store i8 %ascii.i692, ptr %digit.at.i689, align 1
  %rest.i693 = udiv i64 %remaining.i687, 10
  %more.not.i694 = icmp ult i64 %remaining.i687, 10
  br i1 %more.not.i694, label %__modlink_format_i64.exit700, label %digit.i686

__modlink_format_i64.exit700:                     ; preds = %digit.i686
  %bits165 = zext i8 %bits157 to i64
  %part169 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i689, ptr %part169, align 8
  %part170 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part170, align 8
  %end.i702 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i702, align 1
  br label %digit.i703

digit.i703:                                       ; preds = %digit.i703, %__modlink_format_i64.exit700
  %remaining.i704 = phi i64 [ %bits165, %__modlink_format_i64.exit700 ], [ %rest.i710, %digit.i703 ]
  %cursor.i705 = phi ptr [ %end.i702, %__modlink_format_i64.exit700 ], [ %digit.at.i706, %digit.i703 ]
  %digit.at.i706 = getelementptr inbounds i8, ptr %cursor.i705, i64 -1
  %digit1.i707 = urem i64 %remaining.i704, 10
  %digit.byte.i708 = trunc nuw nsw i64 %digit1.i707 to i8
  %ascii.i709 = or disjoint i8 %digit.byte.i708, 48
  store i8 %ascii.i709, ptr %digit.at.i706, align 1
  %rest.i710 = udiv i64 %remaining.i704, 10
  %more.not.i711 = icmp ult i64 %remaining.i704, 10
  br i1 %more.not.i711, label %__modlink_format_i64.exit717, label %digit.i703

__modlink_format_i64.exit717:                     ; preds = %digit.i703
  %part172 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i706, ptr %part172, align 8
  %part173 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part173, align 8
  %end.i719 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i719, align 1
  br label %digit.i720

digit.i720:                                       ; preds = %digit.i720, %__modlink_format_i64.exit717
  %remaining.i721 = phi i64 [ %lanes166, %__modlink_format_i64.exit717 ], [ %rest.i727, %digit.i720 ]
  %cursor.i722 = phi ptr [ %end.i719, %__modlink_format_i64.exit717 ], [ %digit.at.i723, %digit.i720 ]
  %digit.at.i723 = getelementptr inbounds i8, ptr %cursor.i722, i64 -1
  %digit1.i724 = urem i64 %remaining.i721, 10
  %digit.byte.i725 = trunc nuw nsw i64 %digit1.i724 to i8
  %ascii.i726 = or disjoint i8 %digit.byte.i725, 48
  store i8 %ascii.i726, ptr %digit.at.i723, align 1
  %rest.i727 = udiv i64 %remaining.i721, 10
  %more.not.i728 = icmp ult i64 %remaining.i721, 10
  br i1 %more.not.i728, label %__modlink_format_i64.exit734, label %digit.i720

__modlink_format_i64.exit734:                     ; preds = %digit.i720
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i723, ptr %part175, align 8
  %missing.i735 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i735, label %common.ret, label %call.i736

call.i736:                                        ; preds = %__modlink_format_i64.exit734
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at176, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i738 = zext i32 %9 to i64
  %end.i739 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i739, align 1
  br label %digit.i740

digit.i740:                                       ; preds = %digit.i740, %check21.fail
  %remaining.i741 = phi i64 [ %mag.i738, %check21.fail ], [ %rest.i747, %digit.i740 ]
  %cursor.i742 = phi ptr [ %end.i739, %check21.fail ], [ %digit.at.i743, %digit.i740 ]
  %digit.at.i743 = getelementptr inbounds i8, ptr %cursor.i742, i64 -1
  %digit1.i744 = urem i64 %remaining.i741, 10
  %digit.byte.i745 = trunc nuw nsw i64 %digit1.i744 to i8
  %ascii.i746 = or disjoint i8 %digit.byte.i745, 48
  store i8 %ascii.i746, ptr %digit.at.i743, align 1
  %rest.i747 = udiv i64 %remaining.i741, 10
  %more.not.i748 = icmp ult i64 %remaining.i741, 10
  br i1 %more.not.i748, label %digits.done.i749, label %digit.i740

digits.done.i749:                                 ; preds = %digit.i740
  %neg.i750 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i750, label %sign.i752, label %__modlink_format_i64.exit754

sign.i752:                                        ; preds = %digits.done.i749
  %sign.at.i753 = getelementptr inbounds i8, ptr %cursor.i742, i64 -2
  store i8 45, ptr %sign.at.i753, align 1
  br label %__modlink_format_i64.exit754

__modlink_format_i64.exit754:                     ; preds = %digits.done.i749, %sign.i752
  %start.i751 = phi ptr [ %digit.at.i743, %digits.done.i749 ], [ %sign.at.i753, %sign.i752 ]
  %part181 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i751, ptr %part181, align 8
  %missing.i755 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i755, label %common.ret, label %call.i756

call.i756:                                        ; preds = %__modlink_format_i64.exit754
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at182, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i758 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i759 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i759, align 1
  br label %digit.i760

digit.i760:                                       ; preds = %digit.i760, %check22.fail
  %remaining.i761 = phi i64 [ %mag.i758, %check22.fail ], [ %rest.i767, %digit.i760 ]
  %cursor.i762 = phi ptr [ %end.i759, %check22.fail ], [ %digit.at.i763, %digit.i760 ]
  %digit.at.i763 = getelementptr inbounds i8, ptr %cursor.i762, i64 -1
  %digit1.i764 = urem i64 %remaining.i761, 10
  %digit.byte.i765 = trunc nuw nsw i64 %digit1.i764 to i8
  %ascii.i766 = or disjoint i8 %digit.byte.i765, 48
  store i8 %ascii.i766, ptr %digit.at.i763, align 1
  %rest.i767 = udiv i64 %remaining.i761, 10
  %more.not.i768 = icmp ult i64 %remaining.i761, 10
  br i1 %more.not.i768, label %digits.done.i769, label %digit.i760

digits.done.i769:                                 ; preds = %digit.i760
  %neg.i770 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i770, label %sign.i772, label %__modlink_format_i64.exit774

sign.i772:                                        ; preds = %digits.done.i769
  %sign.at.i773 = getelementptr inbounds i8, ptr %cursor.i762, i64 -2
  store i8 45, ptr %sign.at.i773, align 1
  br label %__modlink_format_i64.exit774

__modlink_format_i64.exit774:                     ; preds = %digits.done.i769, %sign.i772
  %start.i771 = phi ptr [ %digit.at.i763, %digits.done.i769 ], [ %sign.at.i773, %sign.i772 ]
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i771, ptr %part187, align 8
  %part188 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.28, ptr %part188, align 8
  %mag.i775 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i776 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i776, align 1
  br label %digit.i777

digit.i777:                                       ; preds = %digit.i777, %__modlink_format_i64.exit774
  %remaining.i778 = phi i64 [ %mag.i775, %__modlink_format_i64.exit774 ], [ %rest.i784, %digit.i777 ]
  %cursor.i779 = phi ptr [ %end.i776, %__modlink_format_i64.exit774 ], [ %digit.at.i780, %digit.i777 ]
  %digit.at.i780 = getelementptr inbounds i8, ptr %cursor.i779, i64 -1
  %digit1.i781 = urem i64 %remaining.i778, 10
  %digit.byte.i782 = trunc nuw nsw i64 %digit1.i781 to i8
  %ascii.i783 = or disjoint i8 %digit.byte.i782, 48
  store i8 %ascii.i783, ptr %digit.at.i780, align 1
  %rest.i784 = udiv i64 %remaining.i778, 10
  %more.not.i785 = icmp ult i64 %remaining.i778, 10
  br i1 %more.not.i785, label %digits.done.i786, label %digit.i777

digits.done.i786:                                 ; preds = %digit.i777
  %neg.i787 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i787, label %sign.i789, label %__modlink_format_i64.exit791

sign.i789:                                        ; preds = %digits.done.i786
  %sign.at.i790 = getelementptr inbounds i8, ptr %cursor.i779, i64 -2
  store i8 45, ptr %sign.at.i790, align 1
  br label %__modlink_format_i64.exit791

__modlink_format_i64.exit791:                     ; preds = %digits.done.i786, %sign.i789
  %start.i788 = phi ptr [ %digit.at.i780, %digits.done.i786 ], [ %sign.at.i790, %sign.i789 ]
  %part190 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i788, ptr %part190, align 8
  %missing.i792 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i792, label %common.ret, label %call.i793

call.i793:                                        ; preds = %__modlink_format_i64.exit791
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i8, ptr %C.shape, i64 8
  %C.shape1 = load i64, ptr %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i795 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i796 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i796, align 1
  br label %digit.i797

digit.i797:                                       ; preds = %digit.i797, %check23.fail
  %remaining.i798 = phi i64 [ %mag.i795, %check23.fail ], [ %rest.i804, %digit.i797 ]
  %cursor.i799 = phi ptr [ %end.i796, %check23.fail ], [ %digit.at.i800, %digit.i797 ]
  %digit.at.i800 = getelementptr inbounds i8, ptr %cursor.i799, i64 -1
  %digit1.i801 = urem i64 %remaining.i798, 10
  %digit.byte.i802 = trunc nuw nsw i64 %digit1.i801 to i8
  %ascii.i803 = or disjoint i8 %digit.byte.i802, 48
  store i8 %ascii.i803, ptr %digit.at.i800, align 1
  %rest.i804 = udiv i64 %remaining.i798, 10
  %more.not.i805 = icmp ult i64 %remaining.i798, 10
  br i1 %more.not.i805, label %digits.done.i806, label %digit.i797

digits.done.i806:                                 ; preds = %digit.i797
  %neg.i807 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i807, label %sign.i809, label %__modlink_format_i64.exit811

sign.i809:                                        ; preds = %digits.done.i806
  %sign.at.i810 = getelementptr inbounds i8, ptr %cursor.i799, i64 -2
  store i8 45, ptr %sign.at.i810, align 1
  br label %__modlink_format_i64.exit811

__modlink_format_i64.exit811:                     ; preds = %digits.done.i806, %sign.i809
  %start.i808 = phi ptr [ %digit.at.i800, %digits.done.i806 ], [ %sign.at.i810, %sign.i809 ]
  %part195 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i808, ptr %part195, align 8
  %part196 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.30, ptr %part196, align 8
  %mag.i812 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i813 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i813, align 1
  br label %digit.i814

digit.i814:                                       ; preds = %digit.i814, %__modlink_format_i64.exit811
  %remaining.i815 = phi i64 [ %mag.i812, %__modlink_format_i64.exit811 ], [ %rest.i821, %digit.i814 ]
  %cursor.i816 = phi ptr [ %end.i813, %__modlink_format_i64.exit811 ], [ %digit.at.i817, %digit.i814 ]
  %digit.at.i817 = getelementptr inbounds i8, ptr %cursor.i816, i64 -1
  %digit1.i818 = urem i64 %remaining.i815, 10
  %digit.byte.i819 = trunc nuw nsw i64 %digit1.i818 to i8
  %ascii.i820 = or disjoint i8 %digit.byte.i819, 48
  store i8 %ascii.i820, ptr %digit.at.i817, align 1
  %rest.i821 = udiv i64 %remaining.i815, 10
  %more.not.i822 = icmp ult i64 %remaining.i815, 10
  br i1 %more.not.i822, label %digits.done.i823, label %digit.i814

digits.done.i823:                                 ; preds = %digit.i814
  %neg.i824 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i824, label %sign.i826, label %__modlink_format_i64.exit828

sign.i826:                                        ; preds = %digits.done.i823
  %sign.at.i827 = getelementptr inbounds i8, ptr %cursor.i816, i64 -2
  store i8 45, ptr %sign.at.i827, align 1
  br label %__modlink_format_i64.exit828

__modlink_format_i64.exit828:                     ; preds = %digits.done.i823, %sign.i826
  %start.i825 = phi ptr [ %digit.at.i817, %digits.done.i823 ], [ %sign.at.i827, %sign.i826 ]
  %part198 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i825, ptr %part198, align 8
  %missing.i829 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i829, label %common.ret, label %call.i830

call.i830:                                        ; preds = %__modlink_format_i64.exit828
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %mag.i832 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i833 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i833, align 1
  br label %digit.i834

digit.i834:                                       ; preds = %digit.i834, %check24.fail
  %remaining.i835 = phi i64 [ %mag.i832, %check24.fail ], [ %rest.i841, %digit.i834 ]
  %cursor.i836 = phi ptr [ %end.i833, %check24.fail ], [ %digit.at.i837, %digit.i834 ]
  %digit.at.i837 = getelementptr inbounds i8, ptr %cursor.i836, i64 -1
  %digit1.i838 = urem i64 %remaining.i835, 10
  %digit.byte.i839 = trunc nuw nsw i64 %digit1.i838 to i8
  %ascii.i840 = or disjoint i8 %digit.byte.i839, 48
  store i8 %ascii.i840, ptr %digit.at.i837, align 1
  %rest.i841 = udiv i64 %remaining.i835, 10
  %more.not.i842 = icmp ult i64 %remaining.i835, 10
  br i1 %more.not.i842, label %digits.done.i843, label %digit.i834

digits.done.i843:                                 ; preds = %digit.i834
  %neg.i844 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i844, label %sign.i846, label %__modlink_format_i64.exit848

sign.i846:                                        ; preds = %digits.done.i843
  %sign.at.i847 = getelementptr inbounds i8, ptr %cursor.i836, i64 -2
  store i8 45, ptr %sign.at.i847, align 1
  br label %__modlink_format_i64.exit848

__modlink_format_i64.exit848:                     ; preds = %digits.done.i843, %sign.i846
  %start.i845 = phi ptr [ %digit.at.i837, %digits.done.i843 ], [ %sign.at.i847, %sign.i846 ]
  %part207 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i845, ptr %part207, align 8
  %part208 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part208, align 8
  %end.i849 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i849, align 1
  %digit.at.i853 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i853, align 1
  %part210 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i853, ptr %part210, align 8
  %missing.i862 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i862, label %common.ret, label %call.i863

call.i863:                                        ; preds = %__modlink_format_i64.exit848
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok213 = icmp eq i64 %C.stride0, %B.shape1
  %unit214 = icmp eq i64 %A.shape0, 1
  %stride.ok215 = or i1 %unit214, %stride.ok213
  br i1 %stride.ok215, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  store ptr @.str.32, ptr %message.parts, align 8
  %mag.i865 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i866 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i866, align 1
  br label %digit.i867

digit.i867:                                       ; preds = %digit.i867, %check25.fail
  %remaining.i868 = phi i64 [ %mag.i865, %check25.fail ], [ %rest.i874, %digit.i867 ]
  %cursor.i869 = phi ptr [ %end.i866, %check25.fail ], [ %digit.at.i870, %digit.i867 ]
  %digit.at.i870 = getelementptr inbounds i8, ptr %cursor.i869, i64 -1
  %digit1.i871 = urem i64 %remaining.i868, 10
  %digit.byte.i872 = trunc nuw nsw i64 %digit1.i871 to i8
  %ascii.i873 = or disjoint i8 %digit.byte.i872, 48
  store i8 %ascii.i873, ptr %digit.at.i870, align 1
  %rest.i874 = udiv i64 %remaining.i868, 10
  %more.not.i875 = icmp ult i64 %remaining.i868, 10
  br i1 %more.not.i875, label %digits.done.i876, label %digit.i867

digits.done.i876:                                 ; preds = %digit.i867
  %neg.i877 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i877, label %sign.i879, label %__modlink_format_i64.exit881

sign.i879:                                        ; preds = %digits.done.i876
  %sign.at.i880 = getelementptr inbounds i8, ptr %cursor.i869, i64 -2
  store i8 45, ptr %sign.at.i880, align 1
  br label %__modlink_format_i64.exit881

__modlink_format_i64.exit881:                     ; preds = %digits.done.i876, %sign.i879
  %start.i878 = phi ptr [ %digit.at.i870, %digits.done.i876 ], [ %sign.at.i880, %sign.i879 ]
  %part218 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i878, ptr %part218, align 8
  %part219 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part219, align 8
  %mag.i882 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i883 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i883, align 1
  br label %digit.i884

digit.i884:                                       ; preds = %digit.i884, %__modlink_format_i64.exit881
  %remaining.i885 = phi i64 [ %mag.i882, %__modlink_format_i64.exit881 ], [ %rest.i891, %digit.i884 ]
  %cursor.i886 = phi ptr [ %end.i883, %__modlink_format_i64.exit881 ], [ %digit.at.i887, %digit.i884 ]
  %digit.at.i887 = getelementptr inbounds i8, ptr %cursor.i886, i64 -1
  %digit1.i888 = urem i64 %remaining.i885, 10
  %digit.byte.i889 = trunc nuw nsw i64 %digit1.i888 to i8
  %ascii.i890 = or disjoint i8 %digit.byte.i889, 48
  store i8 %ascii.i890, ptr %digit.at.i887, align 1
  %rest.i891 = udiv i64 %remaining.i885, 10
  %more.not.i892 = icmp ult i64 %remaining.i885, 10
  br i1 %more.not.i892, label %digits.done.i893, label %digit.i884

digits.done.i893:                                 ; preds = %digit.i884
  %neg.i894 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i894, label %sign.i896, label %__modlink_format_i64.exit898

sign.i896:                                        ; preds = %digits.done.i893
  %sign.at.i897 = getelementptr inbounds i8, ptr %cursor.i886, i64 -2
  store i8 45, ptr %sign.at.i897, align 1
  br label %__modlink_format_i64.exit898

__modlink_format_i64.exit898:                     ; preds = %digits.done.i893, %sign.i896
  %start.i895 = phi ptr [ %digit.at.i887, %digits.done.i893 ], [ %sign.at.i897, %sign.i896 ]
  %part221 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i895, ptr %part221, align 8
  %missing.i899 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i899, label %common.ret, label %call.i900

call.i900:                                        ; preds = %__modlink_format_i64.exit898
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
