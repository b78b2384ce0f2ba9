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
  %field1 = getelementptr inbounds nuw i8, ptr %closure.data, i64 8
  store i64 %m, ptr %field1, align 8
  %field2 = getelementptr inbounds nuw i8, ptr %closure.data, i64 16
  store ptr %A, ptr %field2, align 8
  %field3 = getelementptr inbounds nuw i8, ptr %closure.data, i64 24
  store i64 %m, ptr %field3, align 8
  %field4 = getelementptr inbounds nuw i8, ptr %closure.data, i64 32
  store i64 %k, ptr %field4, align 8
  %field5 = getelementptr inbounds nuw i8, ptr %closure.data, i64 40
  store ptr %B, ptr %field5, align 8
  %field6 = getelementptr inbounds nuw i8, ptr %closure.data, i64 48
  store i64 %k, ptr %field6, align 8
  %field7 = getelementptr inbounds nuw i8, ptr %closure.data, i64 56
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds nuw i8, ptr %closure.data, i64 64
  store ptr %C, ptr %field8, align 8
  %field9 = getelementptr inbounds nuw i8, ptr %closure.data, i64 72
  store i64 %m, ptr %field9, align 8
  %field10 = getelementptr inbounds nuw i8, ptr %closure.data, i64 80
  store i64 %n, ptr %field10, align 8
  %field11 = getelementptr inbounds nuw i8, ptr %closure.data, i64 88
  store i64 %k, ptr %field11, align 8
  %field12 = getelementptr inbounds nuw i8, ptr %closure.data, i64 96
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
  %lcmp.mod14 = icmp ne i64 %xtraiter, 0
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
  br i1 %2, label %for.r.body.i.epil.preheader, label %for.r.body.i

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

for.r.end.i.loopexit.unr-lcssa:                   ; preds = %for.r.body.i
  br i1 %lcmp.mod.not, label %for.r.end.i, label %for.r.body.i.epil.preheader

for.r.body.i.epil.preheader:                      ; preds = %for.r.end.i.loopexit.unr-lcssa, %for.r.body.i.preheader
  %r.addr.031.i.epil.init = phi i64 [ 0, %for.r.body.i.preheader ], [ %r.next.i.3, %for.r.end.i.loopexit.unr-lcssa ]
  %acc.030.i.epil.init = phi float [ 0.000000e+00, %for.r.body.i.preheader ], [ %add.i.3, %for.r.end.i.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod14)
  br label %for.r.body.i.epil

for.r.body.i.epil:                                ; preds = %for.r.body.i.epil, %for.r.body.i.epil.preheader
  %r.addr.031.i.epil = phi i64 [ %r.next.i.epil, %for.r.body.i.epil ], [ %r.addr.031.i.epil.init, %for.r.body.i.epil.preheader ]
  %acc.030.i.epil = phi float [ %add.i.epil, %for.r.body.i.epil ], [ %acc.030.i.epil.init, %for.r.body.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.r.body.i.epil ], [ 0, %for.r.body.i.epil.preheader ]
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
  %acc.0.lcssa.i = phi float [ 0.000000e+00, %for.r.preheader.i ], [ %add.i.3, %for.r.end.i.loopexit.unr-lcssa ], [ %add.i.epil, %for.r.body.i.epil ]
  %C.addr.i = getelementptr float, ptr %4, i64 %j.addr.033.i
  store float %acc.0.lcssa.i, ptr %C.addr.i, align 4
  %j.next.i = add nuw nsw i64 %j.addr.033.i, 1
  %exitcond36.not.i = icmp eq i64 %j.next.i, %n
  br i1 %exitcond36.not.i, label %for.j.end.i, label %for.r.preheader.i

parallel.done:                                    ; preds = %for.j.end.i, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %1, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %for.j.end.i ]
  ret i32 %parallel.status
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal noundef i32 @__modlink_matmul_parallel0(i32 %task_id, ptr readonly captures(none) %penv, ptr readonly captures(none) %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds nuw i8, ptr %cdata, i64 8
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds nuw i8, ptr %cdata, i64 16
  %A = load ptr, ptr %field.at2, align 8
  %field.at4 = getelementptr inbounds nuw i8, ptr %cdata, i64 32
  %extent5 = load i64, ptr %field.at4, align 8
  %field.at6 = getelementptr inbounds nuw i8, ptr %cdata, i64 40
  %B = load ptr, ptr %field.at6, align 8
  %field.at9 = getelementptr inbounds nuw i8, ptr %cdata, i64 56
  %extent10 = load i64, ptr %field.at9, align 8
  %field.at11 = getelementptr inbounds nuw i8, ptr %cdata, i64 64
  %C = load ptr, ptr %field.at11, align 8
  %field.at14 = getelementptr inbounds nuw i8, ptr %cdata, i64 80
  %extent15 = load i64, ptr %field.at14, align 8
  %field.at16 = getelementptr inbounds nuw i8, ptr %cdata, i64 88
  %k = load i64, ptr %field.at16, align 8
  %field.at17 = getelementptr inbounds nuw i8, ptr %cdata, i64 96
  %n = load i64, ptr %field.at17, align 8
  %num_task.at = getelementptr inbounds nuw i8, ptr %penv, i64 8
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
  %lcmp.mod38 = icmp ne i64 %xtraiter, 0
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
  br i1 %2, label %for.r.body.epil.preheader, label %for.r.body

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

for.r.end.loopexit.unr-lcssa:                     ; preds = %for.r.body
  br i1 %lcmp.mod.not, label %for.r.end, label %for.r.body.epil.preheader

for.r.body.epil.preheader:                        ; preds = %for.r.end.loopexit.unr-lcssa, %for.r.body.preheader
  %r.addr.031.epil.init = phi i64 [ 0, %for.r.body.preheader ], [ %r.next.3, %for.r.end.loopexit.unr-lcssa ]
  %acc.030.epil.init = phi float [ 0.000000e+00, %for.r.body.preheader ], [ %add.3, %for.r.end.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod38)
  br label %for.r.body.epil

for.r.body.epil:                                  ; preds = %for.r.body.epil, %for.r.body.epil.preheader
  %r.addr.031.epil = phi i64 [ %r.next.epil, %for.r.body.epil ], [ %r.addr.031.epil.init, %for.r.body.epil.preheader ]
  %acc.030.epil = phi float [ %add.epil, %for.r.body.epil ], [ %acc.030.epil.init, %for.r.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.r.body.epil ], [ 0, %for.r.body.epil.preheader ]
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
  %acc.0.lcssa = phi float [ 0.000000e+00, %for.r.preheader ], [ %add.3, %for.r.end.loopexit.unr-lcssa ], [ %add.epil, %for.r.body.epil ]
  %C.addr = getelementptr float, ptr %4, i64 %j.addr.033
  store float %acc.0.lcssa, ptr %C.addr, align 4
  %j.next = add nuw nsw i64 %j.addr.033, 1
  %exitcond36.not = icmp eq i64 %j.next, %n
  br i1 %exitcond36.not, label %for.j.end, label %for.r.preheader
}

define range(i32 -1, 1) i32 @__tvm_ffi_matmul(ptr readnone captures(none) %self, ptr readonly captures(none) %args, i32 %num_args, ptr readnone captures(none) %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i892, %__modlink_format_i64.exit890, %call.i855, %__modlink_format_i64.exit841, %call.i823, %__modlink_format_i64.exit821, %call.i786, %__modlink_format_i64.exit784, %call.i749, %__modlink_format_i64.exit747, %call.i729, %__modlink_format_i64.exit727, %call.i675, %__modlink_format_i64.exit673, %call.i655, %check18.fail, %call.i652, %__modlink_format_i64.exit650, %call.i632, %__modlink_format_i64.exit630, %call.i595, %__modlink_format_i64.exit581, %call.i563, %__modlink_format_i64.exit561, %call.i526, %__modlink_format_i64.exit524, %call.i506, %__modlink_format_i64.exit504, %call.i452, %__modlink_format_i64.exit450, %call.i432, %check10.fail, %call.i429, %__modlink_format_i64.exit427, %call.i409, %__modlink_format_i64.exit407, %call.i372, %__modlink_format_i64.exit358, %call.i340, %__modlink_format_i64.exit338, %call.i320, %__modlink_format_i64.exit318, %call.i266, %__modlink_format_i64.exit264, %call.i246, %check3.fail, %call.i243, %__modlink_format_i64.exit241, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ -1, %call.i855 ], [ -1, %call.i ], [ -1, %call.i243 ], [ -1, %call.i246 ], [ -1, %call.i266 ], [ -1, %call.i320 ], [ -1, %call.i340 ], [ -1, %call.i372 ], [ -1, %call.i409 ], [ -1, %call.i429 ], [ -1, %call.i432 ], [ -1, %call.i452 ], [ -1, %call.i506 ], [ -1, %call.i526 ], [ -1, %call.i563 ], [ -1, %call.i595 ], [ -1, %call.i632 ], [ -1, %call.i652 ], [ -1, %call.i655 ], [ -1, %call.i675 ], [ -1, %call.i729 ], [ -1, %call.i749 ], [ -1, %call.i786 ], [ %result224, %C.strides.done ], [ -1, %call.i823 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit241 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit264 ], [ -1, %__modlink_format_i64.exit318 ], [ -1, %__modlink_format_i64.exit338 ], [ -1, %__modlink_format_i64.exit358 ], [ -1, %__modlink_format_i64.exit407 ], [ -1, %__modlink_format_i64.exit427 ], [ -1, %check10.fail ], [ -1, %__modlink_format_i64.exit450 ], [ -1, %__modlink_format_i64.exit504 ], [ -1, %__modlink_format_i64.exit524 ], [ -1, %__modlink_format_i64.exit561 ], [ -1, %__modlink_format_i64.exit581 ], [ -1, %__modlink_format_i64.exit630 ], [ -1, %__modlink_format_i64.exit650 ], [ -1, %check18.fail ], [ -1, %__modlink_format_i64.exit673 ], [ -1, %__modlink_format_i64.exit727 ], [ -1, %__modlink_format_i64.exit747 ], [ -1, %__modlink_format_i64.exit784 ], [ -1, %__modlink_format_i64.exit821 ], [ -1, %__modlink_format_i64.exit841 ], [ -1, %__modlink_format_i64.exit890 ], [ -1, %call.i892 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i = icmp samesign ult i64 %remaining.i, 10
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
  %part1 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
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
  %end.i226 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i235 = icmp samesign ult i64 %remaining.i228, 10
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
  %part6 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i238, ptr %part6, align 8
  %missing.i242 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i242, label %common.ret, label %call.i243

call.i243:                                        ; preds = %__modlink_format_i64.exit241
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is3, i64 24, i64 0
  %A.dltensor = getelementptr inbounds nuw i8, ptr %A.ptr, i64 %A.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i248 = zext i32 %2 to i64
  %end.i249 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i258 = icmp samesign ult i64 %remaining.i251, 10
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
  %part10 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i261, ptr %part10, align 8
  %missing.i265 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i265, label %common.ret, label %call.i266

call.i266:                                        ; preds = %__modlink_format_i64.exit264
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 20
  %bits.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 21
  %lanes.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 22
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
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i269 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i278 = icmp samesign ult i64 %remaining.i271, 10
  br i1 %more.not.i278, label %__modlink_format_i64.exit284, label %digit.i270

__modlink_format_i64.exit284:                     ; preds = %digit.i270
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i273, ptr %part17, align 8
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i286 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i295 = icmp samesign ult i64 %remaining.i288, 10
  br i1 %more.not.i295, label %__modlink_format_i64.exit301, label %digit.i287

__modlink_format_i64.exit301:                     ; preds = %digit.i287
  %lanes14 = zext i16 %lanes to i64
  %part20 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i290, ptr %part20, align 8
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i303 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i312 = icmp samesign ult i64 %remaining.i305, 10
  br i1 %more.not.i312, label %__modlink_format_i64.exit318, label %digit.i304

__modlink_format_i64.exit318:                     ; preds = %digit.i304
  %part23 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i307, ptr %part23, align 8
  %missing.i319 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i319, label %common.ret, label %call.i320

call.i320:                                        ; preds = %__modlink_format_i64.exit318
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 8
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i322 = zext i32 %3 to i64
  %end.i323 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i332 = icmp samesign ult i64 %remaining.i325, 10
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
  %part26 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i335, ptr %part26, align 8
  %missing.i339 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i339, label %common.ret, label %call.i340

call.i340:                                        ; preds = %__modlink_format_i64.exit338
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at27 = getelementptr inbounds nuw i8, ptr %A.shape, i64 8
  %A.shape1 = load i64, ptr %extent.at27, align 8
  %strides.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds nuw i8, ptr %A.strides, i64 8
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %check7.ok, label %check7.fail

A.strides.done:                                   ; preds = %check7.ok, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %byte_offset.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i342 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i343 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i355, ptr %part31, align 8
  %part32 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part32, align 8
  %end.i359 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i359, align 1
  %digit.at.i363 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i363, align 1
  %part34 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i363, ptr %part34, align 8
  %missing.i371 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i371, label %common.ret, label %call.i372

call.i372:                                        ; preds = %__modlink_format_i64.exit358
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
  %mag.i374 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i375 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i375, align 1
  br label %digit.i376

digit.i376:                                       ; preds = %digit.i376, %check8.fail
  %remaining.i377 = phi i64 [ %mag.i374, %check8.fail ], [ %rest.i383, %digit.i376 ]
  %cursor.i378 = phi ptr [ %end.i375, %check8.fail ], [ %digit.at.i379, %digit.i376 ]
  %digit.at.i379 = getelementptr inbounds i8, ptr %cursor.i378, i64 -1
  %digit1.i380 = urem i64 %remaining.i377, 10
  %digit.byte.i381 = trunc nuw nsw i64 %digit1.i380 to i8
  %ascii.i382 = or disjoint i8 %digit.byte.i381, 48
  store i8 %ascii.i382, ptr %digit.at.i379, align 1
  %rest.i383 = udiv i64 %remaining.i377, 10
  %more.not.i384 = icmp ult i64 %remaining.i377, 10
  br i1 %more.not.i384, label %digits.done.i385, label %digit.i376

digits.done.i385:                                 ; preds = %digit.i376
  %neg.i386 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i386, label %sign.i388, label %__modlink_format_i64.exit390

sign.i388:                                        ; preds = %digits.done.i385
  %sign.at.i389 = getelementptr inbounds i8, ptr %cursor.i378, i64 -2
  store i8 45, ptr %sign.at.i389, align 1
  br label %__modlink_format_i64.exit390

__modlink_format_i64.exit390:                     ; preds = %digits.done.i385, %sign.i388
  %start.i387 = phi ptr [ %digit.at.i379, %digits.done.i385 ], [ %sign.at.i389, %sign.i388 ]
  %part41 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i387, ptr %part41, align 8
  %part42 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part42, align 8
  %mag.i391 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i392 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i392, align 1
  br label %digit.i393

digit.i393:                                       ; preds = %digit.i393, %__modlink_format_i64.exit390
  %remaining.i394 = phi i64 [ %mag.i391, %__modlink_format_i64.exit390 ], [ %rest.i400, %digit.i393 ]
  %cursor.i395 = phi ptr [ %end.i392, %__modlink_format_i64.exit390 ], [ %digit.at.i396, %digit.i393 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc nuw nsw i64 %digit1.i397 to i8
  %ascii.i399 = or disjoint i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %more.not.i401 = icmp ult i64 %remaining.i394, 10
  br i1 %more.not.i401, label %digits.done.i402, label %digit.i393

digits.done.i402:                                 ; preds = %digit.i393
  %neg.i403 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i403, label %sign.i405, label %__modlink_format_i64.exit407

sign.i405:                                        ; preds = %digits.done.i402
  %sign.at.i406 = getelementptr inbounds i8, ptr %cursor.i395, i64 -2
  store i8 45, ptr %sign.at.i406, align 1
  br label %__modlink_format_i64.exit407

__modlink_format_i64.exit407:                     ; preds = %digits.done.i402, %sign.i405
  %start.i404 = phi ptr [ %digit.at.i396, %digits.done.i402 ], [ %sign.at.i406, %sign.i405 ]
  %part44 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i404, ptr %part44, align 8
  %missing.i408 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i408, label %common.ret, label %call.i409

call.i409:                                        ; preds = %__modlink_format_i64.exit407
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i411 = zext i32 %4 to i64
  %end.i412 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i412, align 1
  br label %digit.i413

digit.i413:                                       ; preds = %digit.i413, %check9.fail
  %remaining.i414 = phi i64 [ %mag.i411, %check9.fail ], [ %rest.i420, %digit.i413 ]
  %cursor.i415 = phi ptr [ %end.i412, %check9.fail ], [ %digit.at.i416, %digit.i413 ]
  %digit.at.i416 = getelementptr inbounds i8, ptr %cursor.i415, i64 -1
  %digit1.i417 = urem i64 %remaining.i414, 10
  %digit.byte.i418 = trunc nuw nsw i64 %digit1.i417 to i8
  %ascii.i419 = or disjoint i8 %digit.byte.i418, 48
  store i8 %ascii.i419, ptr %digit.at.i416, align 1
  %rest.i420 = udiv i64 %remaining.i414, 10
  %more.not.i421 = icmp samesign ult i64 %remaining.i414, 10
  br i1 %more.not.i421, label %digits.done.i422, label %digit.i413

digits.done.i422:                                 ; preds = %digit.i413
  %neg.i423 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i423, label %sign.i425, label %__modlink_format_i64.exit427

sign.i425:                                        ; preds = %digits.done.i422
  %sign.at.i426 = getelementptr inbounds i8, ptr %cursor.i415, i64 -2
  store i8 45, ptr %sign.at.i426, align 1
  br label %__modlink_format_i64.exit427

__modlink_format_i64.exit427:                     ; preds = %digits.done.i422, %sign.i425
  %start.i424 = phi ptr [ %digit.at.i416, %digits.done.i422 ], [ %sign.at.i426, %sign.i425 ]
  %part54 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i424, ptr %part54, align 8
  %missing.i428 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i428, label %common.ret, label %call.i429

call.i429:                                        ; preds = %__modlink_format_i64.exit427
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is48 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is48, i64 24, i64 0
  %B.dltensor = getelementptr inbounds nuw i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null55.not = icmp eq ptr %B.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i431 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i431, label %common.ret, label %call.i432

call.i432:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i434 = zext i32 %5 to i64
  %end.i435 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i435, align 1
  br label %digit.i436

digit.i436:                                       ; preds = %digit.i436, %check11.fail
  %remaining.i437 = phi i64 [ %mag.i434, %check11.fail ], [ %rest.i443, %digit.i436 ]
  %cursor.i438 = phi ptr [ %end.i435, %check11.fail ], [ %digit.at.i439, %digit.i436 ]
  %digit.at.i439 = getelementptr inbounds i8, ptr %cursor.i438, i64 -1
  %digit1.i440 = urem i64 %remaining.i437, 10
  %digit.byte.i441 = trunc nuw nsw i64 %digit1.i440 to i8
  %ascii.i442 = or disjoint i8 %digit.byte.i441, 48
  store i8 %ascii.i442, ptr %digit.at.i439, align 1
  %rest.i443 = udiv i64 %remaining.i437, 10
  %more.not.i444 = icmp samesign ult i64 %remaining.i437, 10
  br i1 %more.not.i444, label %digits.done.i445, label %digit.i436

digits.done.i445:                                 ; preds = %digit.i436
  %neg.i446 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i446, label %sign.i448, label %__modlink_format_i64.exit450

sign.i448:                                        ; preds = %digits.done.i445
  %sign.at.i449 = getelementptr inbounds i8, ptr %cursor.i438, i64 -2
  store i8 45, ptr %sign.at.i449, align 1
  br label %__modlink_format_i64.exit450

__modlink_format_i64.exit450:                     ; preds = %digits.done.i445, %sign.i448
  %start.i447 = phi ptr [ %digit.at.i439, %digits.done.i445 ], [ %sign.at.i449, %sign.i448 ]
  %part63 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i447, ptr %part63, align 8
  %missing.i451 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i451, label %common.ret, label %call.i452

call.i452:                                        ; preds = %__modlink_format_i64.exit450
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 20
  %bits.at66 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 21
  %lanes.at67 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 22
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
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i455 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i455, align 1
  br label %digit.i456

digit.i456:                                       ; preds = %digit.i456, %check12.fail
  %remaining.i457 = phi i64 [ %code76, %check12.fail ], [ %rest.i463, %digit.i456 ]
  %cursor.i458 = phi ptr [ %end.i455, %check12.fail ], [ %digit.at.i459, %digit.i456 ]
  %digit.at.i459 = getelementptr inbounds i8, ptr %cursor.i458, i64 -1
  %digit1.i460 = urem i64 %remaining.i457, 10
  %digit.byte.i461 = trunc nuw nsw i64 %digit1.i460 to i8
  %ascii.i462 = or disjoint i8 %digit.byte.i461, 48
  store i8 %ascii.i462, ptr %digit.at.i459, align 1
  %rest.i463 = udiv i64 %remaining.i457, 10
  %more.not.i464 = icmp samesign ult i64 %remaining.i457, 10
  br i1 %more.not.i464, label %__modlink_format_i64.exit470, label %digit.i456

__modlink_format_i64.exit470:                     ; preds = %digit.i456
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i459, ptr %part81, align 8
  %part82 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part82, align 8
  %end.i472 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i472, align 1
  br label %digit.i473

digit.i473:                                       ; preds = %digit.i473, %__modlink_format_i64.exit470
  %remaining.i474 = phi i64 [ %bits77, %__modlink_format_i64.exit470 ], [ %rest.i480, %digit.i473 ]
  %cursor.i475 = phi ptr [ %end.i472, %__modlink_format_i64.exit470 ], [ %digit.at.i476, %digit.i473 ]
  %digit.at.i476 = getelementptr inbounds i8, ptr %cursor.i475, i64 -1
  %digit1.i477 = urem i64 %remaining.i474, 10
  %digit.byte.i478 = trunc nuw nsw i64 %digit1.i477 to i8
  %ascii.i479 = or disjoint i8 %digit.byte.i478, 48
  store i8 %ascii.i479, ptr %digit.at.i476, align 1
  %rest.i480 = udiv i64 %remaining.i474, 10
  %more.not.i481 = icmp samesign ult i64 %remaining.i474, 10
  br i1 %more.not.i481, label %__modlink_format_i64.exit487, label %digit.i473

__modlink_format_i64.exit487:                     ; preds = %digit.i473
  %lanes78 = zext i16 %lanes70 to i64
  %part84 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i476, ptr %part84, align 8
  %part85 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part85, align 8
  %end.i489 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i489, align 1
  br label %digit.i490

digit.i490:                                       ; preds = %digit.i490, %__modlink_format_i64.exit487
  %remaining.i491 = phi i64 [ %lanes78, %__modlink_format_i64.exit487 ], [ %rest.i497, %digit.i490 ]
  %cursor.i492 = phi ptr [ %end.i489, %__modlink_format_i64.exit487 ], [ %digit.at.i493, %digit.i490 ]
  %digit.at.i493 = getelementptr inbounds i8, ptr %cursor.i492, i64 -1
  %digit1.i494 = urem i64 %remaining.i491, 10
  %digit.byte.i495 = trunc nuw nsw i64 %digit1.i494 to i8
  %ascii.i496 = or disjoint i8 %digit.byte.i495, 48
  store i8 %ascii.i496, ptr %digit.at.i493, align 1
  %rest.i497 = udiv i64 %remaining.i491, 10
  %more.not.i498 = icmp samesign ult i64 %remaining.i491, 10
  br i1 %more.not.i498, label %__modlink_format_i64.exit504, label %digit.i490

__modlink_format_i64.exit504:                     ; preds = %digit.i490
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i493, ptr %part87, align 8
  %missing.i505 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i505, label %common.ret, label %call.i506

call.i506:                                        ; preds = %__modlink_format_i64.exit504
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i508 = zext i32 %6 to i64
  %end.i509 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i509, align 1
  br label %digit.i510

digit.i510:                                       ; preds = %digit.i510, %check13.fail
  %remaining.i511 = phi i64 [ %mag.i508, %check13.fail ], [ %rest.i517, %digit.i510 ]
  %cursor.i512 = phi ptr [ %end.i509, %check13.fail ], [ %digit.at.i513, %digit.i510 ]
  %digit.at.i513 = getelementptr inbounds i8, ptr %cursor.i512, i64 -1
  %digit1.i514 = urem i64 %remaining.i511, 10
  %digit.byte.i515 = trunc nuw nsw i64 %digit1.i514 to i8
  %ascii.i516 = or disjoint i8 %digit.byte.i515, 48
  store i8 %ascii.i516, ptr %digit.at.i513, align 1
  %rest.i517 = udiv i64 %remaining.i511, 10
  %more.not.i518 = icmp samesign ult i64 %remaining.i511, 10
  br i1 %more.not.i518, label %digits.done.i519, label %digit.i510

digits.done.i519:                                 ; preds = %digit.i510
  %neg.i520 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i520, label %sign.i522, label %__modlink_format_i64.exit524

sign.i522:                                        ; preds = %digits.done.i519
  %sign.at.i523 = getelementptr inbounds i8, ptr %cursor.i512, i64 -2
  store i8 45, ptr %sign.at.i523, align 1
  br label %__modlink_format_i64.exit524

__modlink_format_i64.exit524:                     ; preds = %digits.done.i519, %sign.i522
  %start.i521 = phi ptr [ %digit.at.i513, %digits.done.i519 ], [ %sign.at.i523, %sign.i522 ]
  %part93 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i521, ptr %part93, align 8
  %missing.i525 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i525, label %common.ret, label %call.i526

call.i526:                                        ; preds = %__modlink_format_i64.exit524
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at94, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i528 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i529 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i529, align 1
  br label %digit.i530

digit.i530:                                       ; preds = %digit.i530, %check14.fail
  %remaining.i531 = phi i64 [ %mag.i528, %check14.fail ], [ %rest.i537, %digit.i530 ]
  %cursor.i532 = phi ptr [ %end.i529, %check14.fail ], [ %digit.at.i533, %digit.i530 ]
  %digit.at.i533 = getelementptr inbounds i8, ptr %cursor.i532, i64 -1
  %digit1.i534 = urem i64 %remaining.i531, 10
  %digit.byte.i535 = trunc nuw nsw i64 %digit1.i534 to i8
  %ascii.i536 = or disjoint i8 %digit.byte.i535, 48
  store i8 %ascii.i536, ptr %digit.at.i533, align 1
  %rest.i537 = udiv i64 %remaining.i531, 10
  %more.not.i538 = icmp ult i64 %remaining.i531, 10
  br i1 %more.not.i538, label %digits.done.i539, label %digit.i530

digits.done.i539:                                 ; preds = %digit.i530
  %neg.i540 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i540, label %sign.i542, label %__modlink_format_i64.exit544

sign.i542:                                        ; preds = %digits.done.i539
  %sign.at.i543 = getelementptr inbounds i8, ptr %cursor.i532, i64 -2
  store i8 45, ptr %sign.at.i543, align 1
  br label %__modlink_format_i64.exit544

__modlink_format_i64.exit544:                     ; preds = %digits.done.i539, %sign.i542
  %start.i541 = phi ptr [ %digit.at.i533, %digits.done.i539 ], [ %sign.at.i543, %sign.i542 ]
  %part98 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i541, ptr %part98, align 8
  %part99 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part99, align 8
  %mag.i545 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i546 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i546, align 1
  br label %digit.i547

digit.i547:                                       ; preds = %digit.i547, %__modlink_format_i64.exit544
  %remaining.i548 = phi i64 [ %mag.i545, %__modlink_format_i64.exit544 ], [ %rest.i554, %digit.i547 ]
  %cursor.i549 = phi ptr [ %end.i546, %__modlink_format_i64.exit544 ], [ %digit.at.i550, %digit.i547 ]
  %digit.at.i550 = getelementptr inbounds i8, ptr %cursor.i549, i64 -1
  %digit1.i551 = urem i64 %remaining.i548, 10
  %digit.byte.i552 = trunc nuw nsw i64 %digit1.i551 to i8
  %ascii.i553 = or disjoint i8 %digit.byte.i552, 48
  store i8 %ascii.i553, ptr %digit.at.i550, align 1
  %rest.i554 = udiv i64 %remaining.i548, 10
  %more.not.i555 = icmp ult i64 %remaining.i548, 10
  br i1 %more.not.i555, label %digits.done.i556, label %digit.i547

digits.done.i556:                                 ; preds = %digit.i547
  %neg.i557 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i557, label %sign.i559, label %__modlink_format_i64.exit561

sign.i559:                                        ; preds = %digits.done.i556
  %sign.at.i560 = getelementptr inbounds i8, ptr %cursor.i549, i64 -2
  store i8 45, ptr %sign.at.i560, align 1
  br label %__modlink_format_i64.exit561

__modlink_format_i64.exit561:                     ; preds = %digits.done.i556, %sign.i559
  %start.i558 = phi ptr [ %digit.at.i550, %digits.done.i556 ], [ %sign.at.i560, %sign.i559 ]
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i558, ptr %part101, align 8
  %missing.i562 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i562, label %common.ret, label %call.i563

call.i563:                                        ; preds = %__modlink_format_i64.exit561
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at102 = getelementptr inbounds nuw i8, ptr %B.shape, i64 8
  %B.shape1 = load i64, ptr %extent.at102, align 8
  %strides.at103 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at103, align 8
  %has_strides104.not = icmp eq ptr %B.strides, null
  br i1 %has_strides104.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at105 = getelementptr inbounds nuw i8, ptr %B.strides, i64 8
  %B.stride1 = load i64, ptr %stride.at105, align 8
  %stride.ok106 = icmp eq i64 %B.stride1, 1
  %unit107 = icmp eq i64 %B.shape1, 1
  %stride.ok108 = or i1 %unit107, %stride.ok106
  br i1 %stride.ok108, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data128 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at129 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 40
  %byte_offset130 = load i64, ptr %byte_offset.at129, align 8
  %B.data = getelementptr i8, ptr %data128, i64 %byte_offset130
  %C.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i565 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i566 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i566, align 1
  br label %digit.i567

digit.i567:                                       ; preds = %digit.i567, %check15.fail
  %remaining.i568 = phi i64 [ %mag.i565, %check15.fail ], [ %rest.i574, %digit.i567 ]
  %cursor.i569 = phi ptr [ %end.i566, %check15.fail ], [ %digit.at.i570, %digit.i567 ]
  %digit.at.i570 = getelementptr inbounds i8, ptr %cursor.i569, i64 -1
  %digit1.i571 = urem i64 %remaining.i568, 10
  %digit.byte.i572 = trunc nuw nsw i64 %digit1.i571 to i8
  %ascii.i573 = or disjoint i8 %digit.byte.i572, 48
  store i8 %ascii.i573, ptr %digit.at.i570, align 1
  %rest.i574 = udiv i64 %remaining.i568, 10
  %more.not.i575 = icmp ult i64 %remaining.i568, 10
  br i1 %more.not.i575, label %digits.done.i576, label %digit.i567

digits.done.i576:                                 ; preds = %digit.i567
  %neg.i577 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i577, label %sign.i579, label %__modlink_format_i64.exit581

sign.i579:                                        ; preds = %digits.done.i576
  %sign.at.i580 = getelementptr inbounds i8, ptr %cursor.i569, i64 -2
  store i8 45, ptr %sign.at.i580, align 1
  br label %__modlink_format_i64.exit581

__modlink_format_i64.exit581:                     ; preds = %digits.done.i576, %sign.i579
  %start.i578 = phi ptr [ %digit.at.i570, %digits.done.i576 ], [ %sign.at.i580, %sign.i579 ]
  %part111 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i578, ptr %part111, align 8
  %part112 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part112, align 8
  %end.i582 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i582, align 1
  %digit.at.i586 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i586, align 1
  %part114 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i586, ptr %part114, align 8
  %missing.i594 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i594, label %common.ret, label %call.i595

call.i595:                                        ; preds = %__modlink_format_i64.exit581
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
  %mag.i597 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i598 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i598, align 1
  br label %digit.i599

digit.i599:                                       ; preds = %digit.i599, %check16.fail
  %remaining.i600 = phi i64 [ %mag.i597, %check16.fail ], [ %rest.i606, %digit.i599 ]
  %cursor.i601 = phi ptr [ %end.i598, %check16.fail ], [ %digit.at.i602, %digit.i599 ]
  %digit.at.i602 = getelementptr inbounds i8, ptr %cursor.i601, i64 -1
  %digit1.i603 = urem i64 %remaining.i600, 10
  %digit.byte.i604 = trunc nuw nsw i64 %digit1.i603 to i8
  %ascii.i605 = or disjoint i8 %digit.byte.i604, 48
  store i8 %ascii.i605, ptr %digit.at.i602, align 1
  %rest.i606 = udiv i64 %remaining.i600, 10
  %more.not.i607 = icmp ult i64 %remaining.i600, 10
  br i1 %more.not.i607, label %digits.done.i608, label %digit.i599

digits.done.i608:                                 ; preds = %digit.i599
  %neg.i609 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i609, label %sign.i611, label %__modlink_format_i64.exit613

sign.i611:                                        ; preds = %digits.done.i608
  %sign.at.i612 = getelementptr inbounds i8, ptr %cursor.i601, i64 -2
  store i8 45, ptr %sign.at.i612, align 1
  br label %__modlink_format_i64.exit613

__modlink_format_i64.exit613:                     ; preds = %digits.done.i608, %sign.i611
  %start.i610 = phi ptr [ %digit.at.i602, %digits.done.i608 ], [ %sign.at.i612, %sign.i611 ]
  %part122 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i610, ptr %part122, align 8
  %part123 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part123, align 8
  %mag.i614 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i615 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i615, align 1
  br label %digit.i616

digit.i616:                                       ; preds = %digit.i616, %__modlink_format_i64.exit613
  %remaining.i617 = phi i64 [ %mag.i614, %__modlink_format_i64.exit613 ], [ %rest.i623, %digit.i616 ]
  %cursor.i618 = phi ptr [ %end.i615, %__modlink_format_i64.exit613 ], [ %digit.at.i619, %digit.i616 ]
  %digit.at.i619 = getelementptr inbounds i8, ptr %cursor.i618, i64 -1
  %digit1.i620 = urem i64 %remaining.i617, 10
  %digit.byte.i621 = trunc nuw nsw i64 %digit1.i620 to i8
  %ascii.i622 = or disjoint i8 %digit.byte.i621, 48
  store i8 %ascii.i622, ptr %digit.at.i619, align 1
  %rest.i623 = udiv i64 %remaining.i617, 10
  %more.not.i624 = icmp ult i64 %remaining.i617, 10
  br i1 %more.not.i624, label %digits.done.i625, label %digit.i616

digits.done.i625:                                 ; preds = %digit.i616
  %neg.i626 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i626, label %sign.i628, label %__modlink_format_i64.exit630

sign.i628:                                        ; preds = %digits.done.i625
  %sign.at.i629 = getelementptr inbounds i8, ptr %cursor.i618, i64 -2
  store i8 45, ptr %sign.at.i629, align 1
  br label %__modlink_format_i64.exit630

__modlink_format_i64.exit630:                     ; preds = %digits.done.i625, %sign.i628
  %start.i627 = phi ptr [ %digit.at.i619, %digits.done.i625 ], [ %sign.at.i629, %sign.i628 ]
  %part125 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i627, ptr %part125, align 8
  %missing.i631 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i631, label %common.ret, label %call.i632

call.i632:                                        ; preds = %__modlink_format_i64.exit630
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i634 = zext i32 %7 to i64
  %end.i635 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i635, align 1
  br label %digit.i636

digit.i636:                                       ; preds = %digit.i636, %check17.fail
  %remaining.i637 = phi i64 [ %mag.i634, %check17.fail ], [ %rest.i643, %digit.i636 ]
  %cursor.i638 = phi ptr [ %end.i635, %check17.fail ], [ %digit.at.i639, %digit.i636 ]
  %digit.at.i639 = getelementptr inbounds i8, ptr %cursor.i638, i64 -1
  %digit1.i640 = urem i64 %remaining.i637, 10
  %digit.byte.i641 = trunc nuw nsw i64 %digit1.i640 to i8
  %ascii.i642 = or disjoint i8 %digit.byte.i641, 48
  store i8 %ascii.i642, ptr %digit.at.i639, align 1
  %rest.i643 = udiv i64 %remaining.i637, 10
  %more.not.i644 = icmp samesign ult i64 %remaining.i637, 10
  br i1 %more.not.i644, label %digits.done.i645, label %digit.i636

digits.done.i645:                                 ; preds = %digit.i636
  %neg.i646 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i646, label %sign.i648, label %__modlink_format_i64.exit650

sign.i648:                                        ; preds = %digits.done.i645
  %sign.at.i649 = getelementptr inbounds i8, ptr %cursor.i638, i64 -2
  store i8 45, ptr %sign.at.i649, align 1
  br label %__modlink_format_i64.exit650

__modlink_format_i64.exit650:                     ; preds = %digits.done.i645, %sign.i648
  %start.i647 = phi ptr [ %digit.at.i639, %digits.done.i645 ], [ %sign.at.i649, %sign.i648 ]
  %part139 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i647, ptr %part139, align 8
  %missing.i651 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i651, label %common.ret, label %call.i652

call.i652:                                        ; preds = %__modlink_format_i64.exit650
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr inbounds nuw i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null140.not = icmp eq ptr %C.ptr, null
  br i1 %null140.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %missing.i654 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i654, label %common.ret, label %call.i655

call.i655:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at143 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at143, align 4
  %ndim.ok144 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok144, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i657 = zext i32 %8 to i64
  %end.i658 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i658, align 1
  br label %digit.i659

digit.i659:                                       ; preds = %digit.i659, %check19.fail
  %remaining.i660 = phi i64 [ %mag.i657, %check19.fail ], [ %rest.i666, %digit.i659 ]
  %cursor.i661 = phi ptr [ %end.i658, %check19.fail ], [ %digit.at.i662, %digit.i659 ]
  %digit.at.i662 = getelementptr inbounds i8, ptr %cursor.i661, i64 -1
  %digit1.i663 = urem i64 %remaining.i660, 10
  %digit.byte.i664 = trunc nuw nsw i64 %digit1.i663 to i8
  %ascii.i665 = or disjoint i8 %digit.byte.i664, 48
  store i8 %ascii.i665, ptr %digit.at.i662, align 1
  %rest.i666 = udiv i64 %remaining.i660, 10
  %more.not.i667 = icmp samesign ult i64 %remaining.i660, 10
  br i1 %more.not.i667, label %digits.done.i668, label %digit.i659

digits.done.i668:                                 ; preds = %digit.i659
  %neg.i669 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i669, label %sign.i671, label %__modlink_format_i64.exit673

sign.i671:                                        ; preds = %digits.done.i668
  %sign.at.i672 = getelementptr inbounds i8, ptr %cursor.i661, i64 -2
  store i8 45, ptr %sign.at.i672, align 1
  br label %__modlink_format_i64.exit673

__modlink_format_i64.exit673:                     ; preds = %digits.done.i668, %sign.i671
  %start.i670 = phi ptr [ %digit.at.i662, %digits.done.i668 ], [ %sign.at.i672, %sign.i671 ]
  %part148 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i670, ptr %part148, align 8
  %missing.i674 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i674, label %common.ret, label %call.i675

call.i675:                                        ; preds = %__modlink_format_i64.exit673
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at149 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 20
  %bits.at151 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 21
  %lanes.at152 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 22
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
  %code161 = zext i8 %code153 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i678 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i678, align 1
  br label %digit.i679

digit.i679:                                       ; preds = %digit.i679, %check20.fail
  %remaining.i680 = phi i64 [ %code161, %check20.fail ], [ %rest.i686, %digit.i679 ]
  %cursor.i681 = phi ptr [ %end.i678, %check20.fail ], [ %digit.at.i682, %digit.i679 ]
  %digit.at.i682 = getelementptr inbounds i8, ptr %cursor.i681, i64 -1
  %digit1.i683 = urem i64 %remaining.i680, 10
  %digit.byte.i684 = trunc nuw nsw i64 %digit1.i683 to i8
  %ascii.i685 = or disjoint i8 %digit.byte.i684, 48
  store i8 %ascii.i685, ptr %digit.at.i682, align 1
  %rest.i686 = udiv i64 %remaining.i680, 10
  %more.not.i687 = icmp samesign ult i64 %remaining.i680, 10
  br i1 %more.not.i687, label %__modlink_format_i64.exit693, label %digit.i679

__modlink_format_i64.exit693:                     ; preds = %digit.i679
  %bits162 = zext i8 %bits154 to i64
  %part166 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i682, ptr %part166, align 8
  %part167 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part167, align 8
  %end.i695 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i695, align 1
  br label %digit.i696

digit.i696:                                       ; preds = %digit.i696, %__modlink_format_i64.exit693
  %remaining.i697 = phi i64 [ %bits162, %__modlink_format_i64.exit693 ], [ %rest.i703, %digit.i696 ]
  %cursor.i698 = phi ptr [ %end.i695, %__modlink_format_i64.exit693 ], [ %digit.at.i699, %digit.i696 ]
  %digit.at.i699 = getelementptr inbounds i8, ptr %cursor.i698, i64 -1
  %digit1.i700 = urem i64 %remaining.i697, 10
  %digit.byte.i701 = trunc nuw nsw i64 %digit1.i700 to i8
  %ascii.i702 = or disjoint i8 %digit.byte.i701, 48
  store i8 %ascii.i702, ptr %digit.at.i699, align 1
  %rest.i703 = udiv i64 %remaining.i697, 10
  %more.not.i704 = icmp samesign ult i64 %remaining.i697, 10
  br i1 %more.not.i704, label %__modlink_format_i64.exit710, label %digit.i696

__modlink_format_i64.exit710:                     ; preds = %digit.i696
  %lanes163 = zext i16 %lanes155 to i64
  %part169 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i699, ptr %part169, align 8
  %part170 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part170, align 8
  %end.i712 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i712, align 1
  br label %digit.i713

digit.i713:                                       ; preds = %digit.i713, %__modlink_format_i64.exit710
  %remaining.i714 = phi i64 [ %lanes163, %__modlink_format_i64.exit710 ], [ %rest.i720, %digit.i713 ]
  %cursor.i715 = phi ptr [ %end.i712, %__modlink_format_i64.exit710 ], [ %digit.at.i716, %digit.i713 ]
  %digit.at.i716 = getelementptr inbounds i8, ptr %cursor.i715, i64 -1
  %digit1.i717 = urem i64 %remaining.i714, 10
  %digit.byte.i718 = trunc nuw nsw i64 %digit1.i717 to i8
  %ascii.i719 = or disjoint i8 %digit.byte.i718, 48
  store i8 %ascii.i719, ptr %digit.at.i716, align 1
  %rest.i720 = udiv i64 %remaining.i714, 10
  %more.not.i721 = icmp samesign ult i64 %remaining.i714, 10
  br i1 %more.not.i721, label %__modlink_format_i64.exit727, label %digit.i713

__modlink_format_i64.exit727:                     ; preds = %digit.i713
  %part172 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i716, ptr %part172, align 8
  %missing.i728 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i728, label %common.ret, label %call.i729

call.i729:                                        ; preds = %__modlink_format_i64.exit727
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at173 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at173, align 4
  %device.ok174 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok174, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i731 = zext i32 %9 to i64
  %end.i732 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i732, align 1
  br label %digit.i733

digit.i733:                                       ; preds = %digit.i733, %check21.fail
  %remaining.i734 = phi i64 [ %mag.i731, %check21.fail ], [ %rest.i740, %digit.i733 ]
  %cursor.i735 = phi ptr [ %end.i732, %check21.fail ], [ %digit.at.i736, %digit.i733 ]
  %digit.at.i736 = getelementptr inbounds i8, ptr %cursor.i735, i64 -1
  %digit1.i737 = urem i64 %remaining.i734, 10
  %digit.byte.i738 = trunc nuw nsw i64 %digit1.i737 to i8
  %ascii.i739 = or disjoint i8 %digit.byte.i738, 48
  store i8 %ascii.i739, ptr %digit.at.i736, align 1
  %rest.i740 = udiv i64 %remaining.i734, 10
  %more.not.i741 = icmp samesign ult i64 %remaining.i734, 10
  br i1 %more.not.i741, label %digits.done.i742, label %digit.i733

digits.done.i742:                                 ; preds = %digit.i733
  %neg.i743 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i743, label %sign.i745, label %__modlink_format_i64.exit747

sign.i745:                                        ; preds = %digits.done.i742
  %sign.at.i746 = getelementptr inbounds i8, ptr %cursor.i735, i64 -2
  store i8 45, ptr %sign.at.i746, align 1
  br label %__modlink_format_i64.exit747

__modlink_format_i64.exit747:                     ; preds = %digits.done.i742, %sign.i745
  %start.i744 = phi ptr [ %digit.at.i736, %digits.done.i742 ], [ %sign.at.i746, %sign.i745 ]
  %part178 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i744, ptr %part178, align 8
  %missing.i748 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i748, label %common.ret, label %call.i749

call.i749:                                        ; preds = %__modlink_format_i64.exit747
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at179 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at179, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok181 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok181, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i751 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i752 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i752, align 1
  br label %digit.i753

digit.i753:                                       ; preds = %digit.i753, %check22.fail
  %remaining.i754 = phi i64 [ %mag.i751, %check22.fail ], [ %rest.i760, %digit.i753 ]
  %cursor.i755 = phi ptr [ %end.i752, %check22.fail ], [ %digit.at.i756, %digit.i753 ]
  %digit.at.i756 = getelementptr inbounds i8, ptr %cursor.i755, i64 -1
  %digit1.i757 = urem i64 %remaining.i754, 10
  %digit.byte.i758 = trunc nuw nsw i64 %digit1.i757 to i8
  %ascii.i759 = or disjoint i8 %digit.byte.i758, 48
  store i8 %ascii.i759, ptr %digit.at.i756, align 1
  %rest.i760 = udiv i64 %remaining.i754, 10
  %more.not.i761 = icmp ult i64 %remaining.i754, 10
  br i1 %more.not.i761, label %digits.done.i762, label %digit.i753

digits.done.i762:                                 ; preds = %digit.i753
  %neg.i763 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i763, label %sign.i765, label %__modlink_format_i64.exit767

sign.i765:                                        ; preds = %digits.done.i762
  %sign.at.i766 = getelementptr inbounds i8, ptr %cursor.i755, i64 -2
  store i8 45, ptr %sign.at.i766, align 1
  br label %__modlink_format_i64.exit767

__modlink_format_i64.exit767:                     ; preds = %digits.done.i762, %sign.i765
  %start.i764 = phi ptr [ %digit.at.i756, %digits.done.i762 ], [ %sign.at.i766, %sign.i765 ]
  %part184 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i764, ptr %part184, align 8
  %part185 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.28, ptr %part185, align 8
  %mag.i768 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i769 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i769, align 1
  br label %digit.i770

digit.i770:                                       ; preds = %digit.i770, %__modlink_format_i64.exit767
  %remaining.i771 = phi i64 [ %mag.i768, %__modlink_format_i64.exit767 ], [ %rest.i777, %digit.i770 ]
  %cursor.i772 = phi ptr [ %end.i769, %__modlink_format_i64.exit767 ], [ %digit.at.i773, %digit.i770 ]
  %digit.at.i773 = getelementptr inbounds i8, ptr %cursor.i772, i64 -1
  %digit1.i774 = urem i64 %remaining.i771, 10
  %digit.byte.i775 = trunc nuw nsw i64 %digit1.i774 to i8
  %ascii.i776 = or disjoint i8 %digit.byte.i775, 48
  store i8 %ascii.i776, ptr %digit.at.i773, align 1
  %rest.i777 = udiv i64 %remaining.i771, 10
  %more.not.i778 = icmp ult i64 %remaining.i771, 10
  br i1 %more.not.i778, label %digits.done.i779, label %digit.i770

digits.done.i779:                                 ; preds = %digit.i770
  %neg.i780 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i780, label %sign.i782, label %__modlink_format_i64.exit784

sign.i782:                                        ; preds = %digits.done.i779
  %sign.at.i783 = getelementptr inbounds i8, ptr %cursor.i772, i64 -2
  store i8 45, ptr %sign.at.i783, align 1
  br label %__modlink_format_i64.exit784

__modlink_format_i64.exit784:                     ; preds = %digits.done.i779, %sign.i782
  %start.i781 = phi ptr [ %digit.at.i773, %digits.done.i779 ], [ %sign.at.i783, %sign.i782 ]
  %part187 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i781, ptr %part187, align 8
  %missing.i785 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i785, label %common.ret, label %call.i786

call.i786:                                        ; preds = %__modlink_format_i64.exit784
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at188 = getelementptr inbounds nuw i8, ptr %C.shape, i64 8
  %C.shape1 = load i64, ptr %extent.at188, align 8
  %extent.ok189 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok189, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i788 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i789 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i789, align 1
  br label %digit.i790

digit.i790:                                       ; preds = %digit.i790, %check23.fail
  %remaining.i791 = phi i64 [ %mag.i788, %check23.fail ], [ %rest.i797, %digit.i790 ]
  %cursor.i792 = phi ptr [ %end.i789, %check23.fail ], [ %digit.at.i793, %digit.i790 ]
  %digit.at.i793 = getelementptr inbounds i8, ptr %cursor.i792, i64 -1
  %digit1.i794 = urem i64 %remaining.i791, 10
  %digit.byte.i795 = trunc nuw nsw i64 %digit1.i794 to i8
  %ascii.i796 = or disjoint i8 %digit.byte.i795, 48
  store i8 %ascii.i796, ptr %digit.at.i793, align 1
  %rest.i797 = udiv i64 %remaining.i791, 10
  %more.not.i798 = icmp ult i64 %remaining.i791, 10
  br i1 %more.not.i798, label %digits.done.i799, label %digit.i790

digits.done.i799:                                 ; preds = %digit.i790
  %neg.i800 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i800, label %sign.i802, label %__modlink_format_i64.exit804

sign.i802:                                        ; preds = %digits.done.i799
  %sign.at.i803 = getelementptr inbounds i8, ptr %cursor.i792, i64 -2
  store i8 45, ptr %sign.at.i803, align 1
  br label %__modlink_format_i64.exit804

__modlink_format_i64.exit804:                     ; preds = %digits.done.i799, %sign.i802
  %start.i801 = phi ptr [ %digit.at.i793, %digits.done.i799 ], [ %sign.at.i803, %sign.i802 ]
  %part192 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i801, ptr %part192, align 8
  %part193 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.30, ptr %part193, align 8
  %mag.i805 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i806 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i806, align 1
  br label %digit.i807

digit.i807:                                       ; preds = %digit.i807, %__modlink_format_i64.exit804
  %remaining.i808 = phi i64 [ %mag.i805, %__modlink_format_i64.exit804 ], [ %rest.i814, %digit.i807 ]
  %cursor.i809 = phi ptr [ %end.i806, %__modlink_format_i64.exit804 ], [ %digit.at.i810, %digit.i807 ]
  %digit.at.i810 = getelementptr inbounds i8, ptr %cursor.i809, i64 -1
  %digit1.i811 = urem i64 %remaining.i808, 10
  %digit.byte.i812 = trunc nuw nsw i64 %digit1.i811 to i8
  %ascii.i813 = or disjoint i8 %digit.byte.i812, 48
  store i8 %ascii.i813, ptr %digit.at.i810, align 1
  %rest.i814 = udiv i64 %remaining.i808, 10
  %more.not.i815 = icmp ult i64 %remaining.i808, 10
  br i1 %more.not.i815, label %digits.done.i816, label %digit.i807

digits.done.i816:                                 ; preds = %digit.i807
  %neg.i817 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i817, label %sign.i819, label %__modlink_format_i64.exit821

sign.i819:                                        ; preds = %digits.done.i816
  %sign.at.i820 = getelementptr inbounds i8, ptr %cursor.i809, i64 -2
  store i8 45, ptr %sign.at.i820, align 1
  br label %__modlink_format_i64.exit821

__modlink_format_i64.exit821:                     ; preds = %digits.done.i816, %sign.i819
  %start.i818 = phi ptr [ %digit.at.i810, %digits.done.i816 ], [ %sign.at.i820, %sign.i819 ]
  %part195 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i818, ptr %part195, align 8
  %missing.i822 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i822, label %common.ret, label %call.i823

call.i823:                                        ; preds = %__modlink_format_i64.exit821
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at196 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at196, align 8
  %has_strides197.not = icmp eq ptr %C.strides, null
  br i1 %has_strides197.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at198 = getelementptr inbounds nuw i8, ptr %C.strides, i64 8
  %C.stride1 = load i64, ptr %stride.at198, align 8
  %stride.ok199 = icmp eq i64 %C.stride1, 1
  %unit200 = icmp eq i64 %B.shape1, 1
  %stride.ok201 = or i1 %unit200, %stride.ok199
  br i1 %stride.ok201, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data221 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at222 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 40
  %byte_offset223 = load i64, ptr %byte_offset.at222, align 8
  %C.data = getelementptr i8, ptr %data221, i64 %byte_offset223
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result224 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %mag.i825 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i826 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i826, align 1
  br label %digit.i827

digit.i827:                                       ; preds = %digit.i827, %check24.fail
  %remaining.i828 = phi i64 [ %mag.i825, %check24.fail ], [ %rest.i834, %digit.i827 ]
  %cursor.i829 = phi ptr [ %end.i826, %check24.fail ], [ %digit.at.i830, %digit.i827 ]
  %digit.at.i830 = getelementptr inbounds i8, ptr %cursor.i829, i64 -1
  %digit1.i831 = urem i64 %remaining.i828, 10
  %digit.byte.i832 = trunc nuw nsw i64 %digit1.i831 to i8
  %ascii.i833 = or disjoint i8 %digit.byte.i832, 48
  store i8 %ascii.i833, ptr %digit.at.i830, align 1
  %rest.i834 = udiv i64 %remaining.i828, 10
  %more.not.i835 = icmp ult i64 %remaining.i828, 10
  br i1 %more.not.i835, label %digits.done.i836, label %digit.i827

digits.done.i836:                                 ; preds = %digit.i827
  %neg.i837 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i837, label %sign.i839, label %__modlink_format_i64.exit841

sign.i839:                                        ; preds = %digits.done.i836
  %sign.at.i840 = getelementptr inbounds i8, ptr %cursor.i829, i64 -2
  store i8 45, ptr %sign.at.i840, align 1
  br label %__modlink_format_i64.exit841

__modlink_format_i64.exit841:                     ; preds = %digits.done.i836, %sign.i839
  %start.i838 = phi ptr [ %digit.at.i830, %digits.done.i836 ], [ %sign.at.i840, %sign.i839 ]
  %part204 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i838, ptr %part204, align 8
  %part205 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part205, align 8
  %end.i842 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i842, align 1
  %digit.at.i846 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i846, align 1
  %part207 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i846, ptr %part207, align 8
  %missing.i854 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i854, label %common.ret, label %call.i855

call.i855:                                        ; preds = %__modlink_format_i64.exit841
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
  %mag.i857 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i858 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i858, align 1
  br label %digit.i859

digit.i859:                                       ; preds = %digit.i859, %check25.fail
  %remaining.i860 = phi i64 [ %mag.i857, %check25.fail ], [ %rest.i866, %digit.i859 ]
  %cursor.i861 = phi ptr [ %end.i858, %check25.fail ], [ %digit.at.i862, %digit.i859 ]
  %digit.at.i862 = getelementptr inbounds i8, ptr %cursor.i861, i64 -1
  %digit1.i863 = urem i64 %remaining.i860, 10
  %digit.byte.i864 = trunc nuw nsw i64 %digit1.i863 to i8
  %ascii.i865 = or disjoint i8 %digit.byte.i864, 48
  store i8 %ascii.i865, ptr %digit.at.i862, align 1
  %rest.i866 = udiv i64 %remaining.i860, 10
  %more.not.i867 = icmp ult i64 %remaining.i860, 10
  br i1 %more.not.i867, label %digits.done.i868, label %digit.i859

digits.done.i868:                                 ; preds = %digit.i859
  %neg.i869 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i869, label %sign.i871, label %__modlink_format_i64.exit873

sign.i871:                                        ; preds = %digits.done.i868
  %sign.at.i872 = getelementptr inbounds i8, ptr %cursor.i861, i64 -2
  store i8 45, ptr %sign.at.i872, align 1
  br label %__modlink_format_i64.exit873

__modlink_format_i64.exit873:                     ; preds = %digits.done.i868, %sign.i871
  %start.i870 = phi ptr [ %digit.at.i862, %digits.done.i868 ], [ %sign.at.i872, %sign.i871 ]
  %part215 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i870, ptr %part215, align 8
  %part216 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part216, align 8
  %mag.i874 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i875 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i875, align 1
  br label %digit.i876

digit.i876:                                       ; preds = %digit.i876, %__modlink_format_i64.exit873
  %remaining.i877 = phi i64 [ %mag.i874, %__modlink_format_i64.exit873 ], [ %rest.i883, %digit.i876 ]
  %cursor.i878 = phi ptr [ %end.i875, %__modlink_format_i64.exit873 ], [ %digit.at.i879, %digit.i876 ]
  %digit.at.i879 = getelementptr inbounds i8, ptr %cursor.i878, i64 -1
  %digit1.i880 = urem i64 %remaining.i877, 10
  %digit.byte.i881 = trunc nuw nsw i64 %digit1.i880 to i8
  %ascii.i882 = or disjoint i8 %digit.byte.i881, 48
  store i8 %ascii.i882, ptr %digit.at.i879, align 1
  %rest.i883 = udiv i64 %remaining.i877, 10
  %more.not.i884 = icmp ult i64 %remaining.i877, 10
  br i1 %more.not.i884, label %digits.done.i885, label %digit.i876

digits.done.i885:                                 ; preds = %digit.i876
  %neg.i886 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i886, label %sign.i888, label %__modlink_format_i64.exit890

sign.i888:                                        ; preds = %digits.done.i885
  %sign.at.i889 = getelementptr inbounds i8, ptr %cursor.i878, i64 -2
  store i8 45, ptr %sign.at.i889, align 1
  br label %__modlink_format_i64.exit890

__modlink_format_i64.exit890:                     ; preds = %digits.done.i885, %sign.i888
  %start.i887 = phi ptr [ %digit.at.i879, %digits.done.i885 ], [ %sign.at.i889, %sign.i888 ]
  %part218 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i887, ptr %part218, align 8
  %missing.i891 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i891, label %common.ret, label %call.i892

call.i892:                                        ; preds = %__modlink_format_i64.exit890
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
