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

common.ret:                                       ; preds = %call.i897, %__modlink_format_i64.exit895, %call.i860, %__modlink_format_i64.exit846, %call.i828, %__modlink_format_i64.exit826, %call.i791, %__modlink_format_i64.exit789, %call.i754, %__modlink_format_i64.exit752, %call.i734, %__modlink_format_i64.exit732, %call.i680, %__modlink_format_i64.exit678, %call.i660, %check18.fail, %call.i657, %__modlink_format_i64.exit655, %call.i637, %__modlink_format_i64.exit635, %call.i600, %__modlink_format_i64.exit586, %call.i568, %__modlink_format_i64.exit566, %call.i531, %__modlink_format_i64.exit529, %call.i511, %__modlink_format_i64.exit509, %call.i457, %__modlink_format_i64.exit455, %call.i437, %check10.fail, %call.i434, %__modlink_format_i64.exit432, %call.i414, %__modlink_format_i64.exit412, %call.i377, %__modlink_format_i64.exit363, %call.i345, %__modlink_format_i64.exit343, %call.i325, %__modlink_format_i64.exit323, %call.i271, %__modlink_format_i64.exit269, %call.i251, %check3.fail, %call.i248, %__modlink_format_i64.exit246, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ -1, %call.i860 ], [ -1, %call.i ], [ -1, %call.i248 ], [ -1, %call.i251 ], [ -1, %call.i271 ], [ -1, %call.i325 ], [ -1, %call.i345 ], [ -1, %call.i377 ], [ -1, %call.i414 ], [ -1, %call.i434 ], [ -1, %call.i437 ], [ -1, %call.i457 ], [ -1, %call.i511 ], [ -1, %call.i531 ], [ -1, %call.i568 ], [ -1, %call.i600 ], [ -1, %call.i637 ], [ -1, %call.i657 ], [ -1, %call.i660 ], [ -1, %call.i680 ], [ -1, %call.i734 ], [ -1, %call.i754 ], [ -1, %call.i791 ], [ %result227, %C.strides.done ], [ -1, %call.i828 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit246 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit269 ], [ -1, %__modlink_format_i64.exit323 ], [ -1, %__modlink_format_i64.exit343 ], [ -1, %__modlink_format_i64.exit363 ], [ -1, %__modlink_format_i64.exit412 ], [ -1, %__modlink_format_i64.exit432 ], [ -1, %check10.fail ], [ -1, %__modlink_format_i64.exit455 ], [ -1, %__modlink_format_i64.exit509 ], [ -1, %__modlink_format_i64.exit529 ], [ -1, %__modlink_format_i64.exit566 ], [ -1, %__modlink_format_i64.exit586 ], [ -1, %__modlink_format_i64.exit635 ], [ -1, %__modlink_format_i64.exit655 ], [ -1, %check18.fail ], [ -1, %__modlink_format_i64.exit678 ], [ -1, %__modlink_format_i64.exit732 ], [ -1, %__modlink_format_i64.exit752 ], [ -1, %__modlink_format_i64.exit789 ], [ -1, %__modlink_format_i64.exit826 ], [ -1, %__modlink_format_i64.exit846 ], [ -1, %__modlink_format_i64.exit895 ], [ -1, %call.i897 ]
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
  %mag.i230 = zext i32 %1 to i64
  %end.i231 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i240 = icmp samesign ult i64 %remaining.i233, 10
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
  %part7 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i243, ptr %part7, align 8
  %missing.i247 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i247, label %common.ret, label %call.i248

call.i248:                                        ; preds = %__modlink_format_i64.exit246
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr inbounds nuw i8, ptr %A.ptr, i64 %A.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i253 = zext i32 %2 to i64
  %end.i254 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i263 = icmp samesign ult i64 %remaining.i256, 10
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
  %part11 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i266, ptr %part11, align 8
  %missing.i270 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i270, label %common.ret, label %call.i271

call.i271:                                        ; preds = %__modlink_format_i64.exit269
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i274 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i283 = icmp samesign ult i64 %remaining.i276, 10
  br i1 %more.not.i283, label %__modlink_format_i64.exit289, label %digit.i275

__modlink_format_i64.exit289:                     ; preds = %digit.i275
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i278, ptr %part18, align 8
  %part19 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i291 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i300 = icmp samesign ult i64 %remaining.i293, 10
  br i1 %more.not.i300, label %__modlink_format_i64.exit306, label %digit.i292

__modlink_format_i64.exit306:                     ; preds = %digit.i292
  %lanes15 = zext i16 %lanes to i64
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i295, ptr %part21, align 8
  %part22 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i308 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i317 = icmp samesign ult i64 %remaining.i310, 10
  br i1 %more.not.i317, label %__modlink_format_i64.exit323, label %digit.i309

__modlink_format_i64.exit323:                     ; preds = %digit.i309
  %part24 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i312, ptr %part24, align 8
  %missing.i324 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i324, label %common.ret, label %call.i325

call.i325:                                        ; preds = %__modlink_format_i64.exit323
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
  %mag.i327 = zext i32 %3 to i64
  %end.i328 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i337 = icmp samesign ult i64 %remaining.i330, 10
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
  %part27 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i340, ptr %part27, align 8
  %missing.i344 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i344, label %common.ret, label %call.i345

call.i345:                                        ; preds = %__modlink_format_i64.exit343
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at28 = getelementptr inbounds nuw i8, ptr %A.shape, i64 8
  %A.shape1 = load i64, ptr %extent.at28, align 8
  %strides.at = getelementptr inbounds nuw i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds nuw i8, ptr %A.strides, i64 8
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok29 = or i1 %unit, %stride.ok
  br i1 %stride.ok29, label %check7.ok, label %check7.fail

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
  %mag.i347 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i348 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part32 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i360, ptr %part32, align 8
  %part33 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part33, align 8
  %end.i364 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i364, align 1
  %digit.at.i368 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i368, align 1
  %part35 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i368, ptr %part35, align 8
  %missing.i376 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i376, label %common.ret, label %call.i377

call.i377:                                        ; preds = %__modlink_format_i64.exit363
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
  %mag.i379 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i380 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i380, align 1
  br label %digit.i381

digit.i381:                                       ; preds = %digit.i381, %check8.fail
  %remaining.i382 = phi i64 [ %mag.i379, %check8.fail ], [ %rest.i388, %digit.i381 ]
  %cursor.i383 = phi ptr [ %end.i380, %check8.fail ], [ %digit.at.i384, %digit.i381 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc nuw nsw i64 %digit1.i385 to i8
  %ascii.i387 = or disjoint i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %more.not.i389 = icmp ult i64 %remaining.i382, 10
  br i1 %more.not.i389, label %digits.done.i390, label %digit.i381

digits.done.i390:                                 ; preds = %digit.i381
  %neg.i391 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i391, label %sign.i393, label %__modlink_format_i64.exit395

sign.i393:                                        ; preds = %digits.done.i390
  %sign.at.i394 = getelementptr inbounds i8, ptr %cursor.i383, i64 -2
  store i8 45, ptr %sign.at.i394, align 1
  br label %__modlink_format_i64.exit395

__modlink_format_i64.exit395:                     ; preds = %digits.done.i390, %sign.i393
  %start.i392 = phi ptr [ %digit.at.i384, %digits.done.i390 ], [ %sign.at.i394, %sign.i393 ]
  %part42 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i392, ptr %part42, align 8
  %part43 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part43, align 8
  %mag.i396 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i397 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i397, align 1
  br label %digit.i398

digit.i398:                                       ; preds = %digit.i398, %__modlink_format_i64.exit395
  %remaining.i399 = phi i64 [ %mag.i396, %__modlink_format_i64.exit395 ], [ %rest.i405, %digit.i398 ]
  %cursor.i400 = phi ptr [ %end.i397, %__modlink_format_i64.exit395 ], [ %digit.at.i401, %digit.i398 ]
  %digit.at.i401 = getelementptr inbounds i8, ptr %cursor.i400, i64 -1
  %digit1.i402 = urem i64 %remaining.i399, 10
  %digit.byte.i403 = trunc nuw nsw i64 %digit1.i402 to i8
  %ascii.i404 = or disjoint i8 %digit.byte.i403, 48
  store i8 %ascii.i404, ptr %digit.at.i401, align 1
  %rest.i405 = udiv i64 %remaining.i399, 10
  %more.not.i406 = icmp ult i64 %remaining.i399, 10
  br i1 %more.not.i406, label %digits.done.i407, label %digit.i398

digits.done.i407:                                 ; preds = %digit.i398
  %neg.i408 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i408, label %sign.i410, label %__modlink_format_i64.exit412

sign.i410:                                        ; preds = %digits.done.i407
  %sign.at.i411 = getelementptr inbounds i8, ptr %cursor.i400, i64 -2
  store i8 45, ptr %sign.at.i411, align 1
  br label %__modlink_format_i64.exit412

__modlink_format_i64.exit412:                     ; preds = %digits.done.i407, %sign.i410
  %start.i409 = phi ptr [ %digit.at.i401, %digits.done.i407 ], [ %sign.at.i411, %sign.i410 ]
  %part45 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i409, ptr %part45, align 8
  %missing.i413 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i413, label %common.ret, label %call.i414

call.i414:                                        ; preds = %__modlink_format_i64.exit412
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i416 = zext i32 %4 to i64
  %end.i417 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i417, align 1
  br label %digit.i418

digit.i418:                                       ; preds = %digit.i418, %check9.fail
  %remaining.i419 = phi i64 [ %mag.i416, %check9.fail ], [ %rest.i425, %digit.i418 ]
  %cursor.i420 = phi ptr [ %end.i417, %check9.fail ], [ %digit.at.i421, %digit.i418 ]
  %digit.at.i421 = getelementptr inbounds i8, ptr %cursor.i420, i64 -1
  %digit1.i422 = urem i64 %remaining.i419, 10
  %digit.byte.i423 = trunc nuw nsw i64 %digit1.i422 to i8
  %ascii.i424 = or disjoint i8 %digit.byte.i423, 48
  store i8 %ascii.i424, ptr %digit.at.i421, align 1
  %rest.i425 = udiv i64 %remaining.i419, 10
  %more.not.i426 = icmp samesign ult i64 %remaining.i419, 10
  br i1 %more.not.i426, label %digits.done.i427, label %digit.i418

digits.done.i427:                                 ; preds = %digit.i418
  %neg.i428 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i428, label %sign.i430, label %__modlink_format_i64.exit432

sign.i430:                                        ; preds = %digits.done.i427
  %sign.at.i431 = getelementptr inbounds i8, ptr %cursor.i420, i64 -2
  store i8 45, ptr %sign.at.i431, align 1
  br label %__modlink_format_i64.exit432

__modlink_format_i64.exit432:                     ; preds = %digits.done.i427, %sign.i430
  %start.i429 = phi ptr [ %digit.at.i421, %digits.done.i427 ], [ %sign.at.i431, %sign.i430 ]
  %part56 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i429, ptr %part56, align 8
  %missing.i433 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i433, label %common.ret, label %call.i434

call.i434:                                        ; preds = %__modlink_format_i64.exit432
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is47 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is47, i64 24, i64 0
  %B.dltensor = getelementptr inbounds nuw i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null57.not = icmp eq ptr %B.ptr, null
  br i1 %null57.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i436 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i436, label %common.ret, label %call.i437

call.i437:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at60 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at60, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i439 = zext i32 %5 to i64
  %end.i440 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i440, align 1
  br label %digit.i441

digit.i441:                                       ; preds = %digit.i441, %check11.fail
  %remaining.i442 = phi i64 [ %mag.i439, %check11.fail ], [ %rest.i448, %digit.i441 ]
  %cursor.i443 = phi ptr [ %end.i440, %check11.fail ], [ %digit.at.i444, %digit.i441 ]
  %digit.at.i444 = getelementptr inbounds i8, ptr %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc nuw nsw i64 %digit1.i445 to i8
  %ascii.i447 = or disjoint i8 %digit.byte.i446, 48
  store i8 %ascii.i447, ptr %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %more.not.i449 = icmp samesign ult i64 %remaining.i442, 10
  br i1 %more.not.i449, label %digits.done.i450, label %digit.i441

digits.done.i450:                                 ; preds = %digit.i441
  %neg.i451 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i451, label %sign.i453, label %__modlink_format_i64.exit455

sign.i453:                                        ; preds = %digits.done.i450
  %sign.at.i454 = getelementptr inbounds i8, ptr %cursor.i443, i64 -2
  store i8 45, ptr %sign.at.i454, align 1
  br label %__modlink_format_i64.exit455

__modlink_format_i64.exit455:                     ; preds = %digits.done.i450, %sign.i453
  %start.i452 = phi ptr [ %digit.at.i444, %digits.done.i450 ], [ %sign.at.i454, %sign.i453 ]
  %part65 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i452, ptr %part65, align 8
  %missing.i456 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i456, label %common.ret, label %call.i457

call.i457:                                        ; preds = %__modlink_format_i64.exit455
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at66 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 20
  %bits.at68 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 21
  %lanes.at69 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 22
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
  %code78 = zext i8 %code70 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i460 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i460, align 1
  br label %digit.i461

digit.i461:                                       ; preds = %digit.i461, %check12.fail
  %remaining.i462 = phi i64 [ %code78, %check12.fail ], [ %rest.i468, %digit.i461 ]
  %cursor.i463 = phi ptr [ %end.i460, %check12.fail ], [ %digit.at.i464, %digit.i461 ]
  %digit.at.i464 = getelementptr inbounds i8, ptr %cursor.i463, i64 -1
  %digit1.i465 = urem i64 %remaining.i462, 10
  %digit.byte.i466 = trunc nuw nsw i64 %digit1.i465 to i8
  %ascii.i467 = or disjoint i8 %digit.byte.i466, 48
  store i8 %ascii.i467, ptr %digit.at.i464, align 1
  %rest.i468 = udiv i64 %remaining.i462, 10
  %more.not.i469 = icmp samesign ult i64 %remaining.i462, 10
  br i1 %more.not.i469, label %__modlink_format_i64.exit475, label %digit.i461

__modlink_format_i64.exit475:                     ; preds = %digit.i461
  %bits79 = zext i8 %bits71 to i64
  %part83 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i464, ptr %part83, align 8
  %part84 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part84, align 8
  %end.i477 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i477, align 1
  br label %digit.i478

digit.i478:                                       ; preds = %digit.i478, %__modlink_format_i64.exit475
  %remaining.i479 = phi i64 [ %bits79, %__modlink_format_i64.exit475 ], [ %rest.i485, %digit.i478 ]
  %cursor.i480 = phi ptr [ %end.i477, %__modlink_format_i64.exit475 ], [ %digit.at.i481, %digit.i478 ]
  %digit.at.i481 = getelementptr inbounds i8, ptr %cursor.i480, i64 -1
  %digit1.i482 = urem i64 %remaining.i479, 10
  %digit.byte.i483 = trunc nuw nsw i64 %digit1.i482 to i8
  %ascii.i484 = or disjoint i8 %digit.byte.i483, 48
  store i8 %ascii.i484, ptr %digit.at.i481, align 1
  %rest.i485 = udiv i64 %remaining.i479, 10
  %more.not.i486 = icmp samesign ult i64 %remaining.i479, 10
  br i1 %more.not.i486, label %__modlink_format_i64.exit492, label %digit.i478

__modlink_format_i64.exit492:                     ; preds = %digit.i478
  %lanes80 = zext i16 %lanes72 to i64
  %part86 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i481, ptr %part86, align 8
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part87, align 8
  %end.i494 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i494, align 1
  br label %digit.i495

digit.i495:                                       ; preds = %digit.i495, %__modlink_format_i64.exit492
  %remaining.i496 = phi i64 [ %lanes80, %__modlink_format_i64.exit492 ], [ %rest.i502, %digit.i495 ]
  %cursor.i497 = phi ptr [ %end.i494, %__modlink_format_i64.exit492 ], [ %digit.at.i498, %digit.i495 ]
  %digit.at.i498 = getelementptr inbounds i8, ptr %cursor.i497, i64 -1
  %digit1.i499 = urem i64 %remaining.i496, 10
  %digit.byte.i500 = trunc nuw nsw i64 %digit1.i499 to i8
  %ascii.i501 = or disjoint i8 %digit.byte.i500, 48
  store i8 %ascii.i501, ptr %digit.at.i498, align 1
  %rest.i502 = udiv i64 %remaining.i496, 10
  %more.not.i503 = icmp samesign ult i64 %remaining.i496, 10
  br i1 %more.not.i503, label %__modlink_format_i64.exit509, label %digit.i495

__modlink_format_i64.exit509:                     ; preds = %digit.i495
  %part89 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i498, ptr %part89, align 8
  %missing.i510 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i510, label %common.ret, label %call.i511

call.i511:                                        ; preds = %__modlink_format_i64.exit509
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at90, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i513 = zext i32 %6 to i64
  %end.i514 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i514, align 1
  br label %digit.i515

digit.i515:                                       ; preds = %digit.i515, %check13.fail
  %remaining.i516 = phi i64 [ %mag.i513, %check13.fail ], [ %rest.i522, %digit.i515 ]
  %cursor.i517 = phi ptr [ %end.i514, %check13.fail ], [ %digit.at.i518, %digit.i515 ]
  %digit.at.i518 = getelementptr inbounds i8, ptr %cursor.i517, i64 -1
  %digit1.i519 = urem i64 %remaining.i516, 10
  %digit.byte.i520 = trunc nuw nsw i64 %digit1.i519 to i8
  %ascii.i521 = or disjoint i8 %digit.byte.i520, 48
  store i8 %ascii.i521, ptr %digit.at.i518, align 1
  %rest.i522 = udiv i64 %remaining.i516, 10
  %more.not.i523 = icmp samesign ult i64 %remaining.i516, 10
  br i1 %more.not.i523, label %digits.done.i524, label %digit.i515

digits.done.i524:                                 ; preds = %digit.i515
  %neg.i525 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i525, label %sign.i527, label %__modlink_format_i64.exit529

sign.i527:                                        ; preds = %digits.done.i524
  %sign.at.i528 = getelementptr inbounds i8, ptr %cursor.i517, i64 -2
  store i8 45, ptr %sign.at.i528, align 1
  br label %__modlink_format_i64.exit529

__modlink_format_i64.exit529:                     ; preds = %digits.done.i524, %sign.i527
  %start.i526 = phi ptr [ %digit.at.i518, %digits.done.i524 ], [ %sign.at.i528, %sign.i527 ]
  %part95 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i526, ptr %part95, align 8
  %missing.i530 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i530, label %common.ret, label %call.i531

call.i531:                                        ; preds = %__modlink_format_i64.exit529
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at96, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i533 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i534 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i534, align 1
  br label %digit.i535

digit.i535:                                       ; preds = %digit.i535, %check14.fail
  %remaining.i536 = phi i64 [ %mag.i533, %check14.fail ], [ %rest.i542, %digit.i535 ]
  %cursor.i537 = phi ptr [ %end.i534, %check14.fail ], [ %digit.at.i538, %digit.i535 ]
  %digit.at.i538 = getelementptr inbounds i8, ptr %cursor.i537, i64 -1
  %digit1.i539 = urem i64 %remaining.i536, 10
  %digit.byte.i540 = trunc nuw nsw i64 %digit1.i539 to i8
  %ascii.i541 = or disjoint i8 %digit.byte.i540, 48
  store i8 %ascii.i541, ptr %digit.at.i538, align 1
  %rest.i542 = udiv i64 %remaining.i536, 10
  %more.not.i543 = icmp ult i64 %remaining.i536, 10
  br i1 %more.not.i543, label %digits.done.i544, label %digit.i535

digits.done.i544:                                 ; preds = %digit.i535
  %neg.i545 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i545, label %sign.i547, label %__modlink_format_i64.exit549

sign.i547:                                        ; preds = %digits.done.i544
  %sign.at.i548 = getelementptr inbounds i8, ptr %cursor.i537, i64 -2
  store i8 45, ptr %sign.at.i548, align 1
  br label %__modlink_format_i64.exit549

__modlink_format_i64.exit549:                     ; preds = %digits.done.i544, %sign.i547
  %start.i546 = phi ptr [ %digit.at.i538, %digits.done.i544 ], [ %sign.at.i548, %sign.i547 ]
  %part100 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i546, ptr %part100, align 8
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part101, align 8
  %mag.i550 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i551 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i551, align 1
  br label %digit.i552

digit.i552:                                       ; preds = %digit.i552, %__modlink_format_i64.exit549
  %remaining.i553 = phi i64 [ %mag.i550, %__modlink_format_i64.exit549 ], [ %rest.i559, %digit.i552 ]
  %cursor.i554 = phi ptr [ %end.i551, %__modlink_format_i64.exit549 ], [ %digit.at.i555, %digit.i552 ]
  %digit.at.i555 = getelementptr inbounds i8, ptr %cursor.i554, i64 -1
  %digit1.i556 = urem i64 %remaining.i553, 10
  %digit.byte.i557 = trunc nuw nsw i64 %digit1.i556 to i8
  %ascii.i558 = or disjoint i8 %digit.byte.i557, 48
  store i8 %ascii.i558, ptr %digit.at.i555, align 1
  %rest.i559 = udiv i64 %remaining.i553, 10
  %more.not.i560 = icmp ult i64 %remaining.i553, 10
  br i1 %more.not.i560, label %digits.done.i561, label %digit.i552

digits.done.i561:                                 ; preds = %digit.i552
  %neg.i562 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i562, label %sign.i564, label %__modlink_format_i64.exit566

sign.i564:                                        ; preds = %digits.done.i561
  %sign.at.i565 = getelementptr inbounds i8, ptr %cursor.i554, i64 -2
  store i8 45, ptr %sign.at.i565, align 1
  br label %__modlink_format_i64.exit566

__modlink_format_i64.exit566:                     ; preds = %digits.done.i561, %sign.i564
  %start.i563 = phi ptr [ %digit.at.i555, %digits.done.i561 ], [ %sign.at.i565, %sign.i564 ]
  %part103 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i563, ptr %part103, align 8
  %missing.i567 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i567, label %common.ret, label %call.i568

call.i568:                                        ; preds = %__modlink_format_i64.exit566
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at104 = getelementptr inbounds nuw i8, ptr %B.shape, i64 8
  %B.shape1 = load i64, ptr %extent.at104, align 8
  %strides.at105 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at105, align 8
  %has_strides106.not = icmp eq ptr %B.strides, null
  br i1 %has_strides106.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at107 = getelementptr inbounds nuw i8, ptr %B.strides, i64 8
  %B.stride1 = load i64, ptr %stride.at107, align 8
  %stride.ok108 = icmp eq i64 %B.stride1, 1
  %unit109 = icmp eq i64 %B.shape1, 1
  %stride.ok110 = or i1 %unit109, %stride.ok108
  br i1 %stride.ok110, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data130 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at131 = getelementptr inbounds nuw i8, ptr %B.dltensor, i64 40
  %byte_offset132 = load i64, ptr %byte_offset.at131, align 8
  %B.data = getelementptr i8, ptr %data130, i64 %byte_offset132
  %C.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i570 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i571 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i571, align 1
  br label %digit.i572

digit.i572:                                       ; preds = %digit.i572, %check15.fail
  %remaining.i573 = phi i64 [ %mag.i570, %check15.fail ], [ %rest.i579, %digit.i572 ]
  %cursor.i574 = phi ptr [ %end.i571, %check15.fail ], [ %digit.at.i575, %digit.i572 ]
  %digit.at.i575 = getelementptr inbounds i8, ptr %cursor.i574, i64 -1
  %digit1.i576 = urem i64 %remaining.i573, 10
  %digit.byte.i577 = trunc nuw nsw i64 %digit1.i576 to i8
  %ascii.i578 = or disjoint i8 %digit.byte.i577, 48
  store i8 %ascii.i578, ptr %digit.at.i575, align 1
  %rest.i579 = udiv i64 %remaining.i573, 10
  %more.not.i580 = icmp ult i64 %remaining.i573, 10
  br i1 %more.not.i580, label %digits.done.i581, label %digit.i572

digits.done.i581:                                 ; preds = %digit.i572
  %neg.i582 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i582, label %sign.i584, label %__modlink_format_i64.exit586

sign.i584:                                        ; preds = %digits.done.i581
  %sign.at.i585 = getelementptr inbounds i8, ptr %cursor.i574, i64 -2
  store i8 45, ptr %sign.at.i585, align 1
  br label %__modlink_format_i64.exit586

__modlink_format_i64.exit586:                     ; preds = %digits.done.i581, %sign.i584
  %start.i583 = phi ptr [ %digit.at.i575, %digits.done.i581 ], [ %sign.at.i585, %sign.i584 ]
  %part113 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i583, ptr %part113, align 8
  %part114 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part114, align 8
  %end.i587 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i587, align 1
  %digit.at.i591 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i591, align 1
  %part116 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i591, ptr %part116, align 8
  %missing.i599 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i599, label %common.ret, label %call.i600

call.i600:                                        ; preds = %__modlink_format_i64.exit586
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
  %mag.i602 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i603 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i603, align 1
  br label %digit.i604

digit.i604:                                       ; preds = %digit.i604, %check16.fail
  %remaining.i605 = phi i64 [ %mag.i602, %check16.fail ], [ %rest.i611, %digit.i604 ]
  %cursor.i606 = phi ptr [ %end.i603, %check16.fail ], [ %digit.at.i607, %digit.i604 ]
  %digit.at.i607 = getelementptr inbounds i8, ptr %cursor.i606, i64 -1
  %digit1.i608 = urem i64 %remaining.i605, 10
  %digit.byte.i609 = trunc nuw nsw i64 %digit1.i608 to i8
  %ascii.i610 = or disjoint i8 %digit.byte.i609, 48
  store i8 %ascii.i610, ptr %digit.at.i607, align 1
  %rest.i611 = udiv i64 %remaining.i605, 10
  %more.not.i612 = icmp ult i64 %remaining.i605, 10
  br i1 %more.not.i612, label %digits.done.i613, label %digit.i604

digits.done.i613:                                 ; preds = %digit.i604
  %neg.i614 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i614, label %sign.i616, label %__modlink_format_i64.exit618

sign.i616:                                        ; preds = %digits.done.i613
  %sign.at.i617 = getelementptr inbounds i8, ptr %cursor.i606, i64 -2
  store i8 45, ptr %sign.at.i617, align 1
  br label %__modlink_format_i64.exit618

__modlink_format_i64.exit618:                     ; preds = %digits.done.i613, %sign.i616
  %start.i615 = phi ptr [ %digit.at.i607, %digits.done.i613 ], [ %sign.at.i617, %sign.i616 ]
  %part124 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i615, ptr %part124, align 8
  %part125 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part125, align 8
  %mag.i619 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i620 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i620, align 1
  br label %digit.i621

digit.i621:                                       ; preds = %digit.i621, %__modlink_format_i64.exit618
  %remaining.i622 = phi i64 [ %mag.i619, %__modlink_format_i64.exit618 ], [ %rest.i628, %digit.i621 ]
  %cursor.i623 = phi ptr [ %end.i620, %__modlink_format_i64.exit618 ], [ %digit.at.i624, %digit.i621 ]
  %digit.at.i624 = getelementptr inbounds i8, ptr %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc nuw nsw i64 %digit1.i625 to i8
  %ascii.i627 = or disjoint i8 %digit.byte.i626, 48
  store i8 %ascii.i627, ptr %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %more.not.i629 = icmp ult i64 %remaining.i622, 10
  br i1 %more.not.i629, label %digits.done.i630, label %digit.i621

digits.done.i630:                                 ; preds = %digit.i621
  %neg.i631 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i631, label %sign.i633, label %__modlink_format_i64.exit635

sign.i633:                                        ; preds = %digits.done.i630
  %sign.at.i634 = getelementptr inbounds i8, ptr %cursor.i623, i64 -2
  store i8 45, ptr %sign.at.i634, align 1
  br label %__modlink_format_i64.exit635

__modlink_format_i64.exit635:                     ; preds = %digits.done.i630, %sign.i633
  %start.i632 = phi ptr [ %digit.at.i624, %digits.done.i630 ], [ %sign.at.i634, %sign.i633 ]
  %part127 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i632, ptr %part127, align 8
  %missing.i636 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i636, label %common.ret, label %call.i637

call.i637:                                        ; preds = %__modlink_format_i64.exit635
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i639 = zext i32 %7 to i64
  %end.i640 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i640, align 1
  br label %digit.i641

digit.i641:                                       ; preds = %digit.i641, %check17.fail
  %remaining.i642 = phi i64 [ %mag.i639, %check17.fail ], [ %rest.i648, %digit.i641 ]
  %cursor.i643 = phi ptr [ %end.i640, %check17.fail ], [ %digit.at.i644, %digit.i641 ]
  %digit.at.i644 = getelementptr inbounds i8, ptr %cursor.i643, i64 -1
  %digit1.i645 = urem i64 %remaining.i642, 10
  %digit.byte.i646 = trunc nuw nsw i64 %digit1.i645 to i8
  %ascii.i647 = or disjoint i8 %digit.byte.i646, 48
  store i8 %ascii.i647, ptr %digit.at.i644, align 1
  %rest.i648 = udiv i64 %remaining.i642, 10
  %more.not.i649 = icmp samesign ult i64 %remaining.i642, 10
  br i1 %more.not.i649, label %digits.done.i650, label %digit.i641

digits.done.i650:                                 ; preds = %digit.i641
  %neg.i651 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i651, label %sign.i653, label %__modlink_format_i64.exit655

sign.i653:                                        ; preds = %digits.done.i650
  %sign.at.i654 = getelementptr inbounds i8, ptr %cursor.i643, i64 -2
  store i8 45, ptr %sign.at.i654, align 1
  br label %__modlink_format_i64.exit655

__modlink_format_i64.exit655:                     ; preds = %digits.done.i650, %sign.i653
  %start.i652 = phi ptr [ %digit.at.i644, %digits.done.i650 ], [ %sign.at.i654, %sign.i653 ]
  %part142 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i652, ptr %part142, align 8
  %missing.i656 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i656, label %common.ret, label %call.i657

call.i657:                                        ; preds = %__modlink_format_i64.exit655
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr inbounds nuw i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null143.not = icmp eq ptr %C.ptr, null
  br i1 %null143.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %missing.i659 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i659, label %common.ret, label %call.i660

call.i660:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at146 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at146, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i662 = zext i32 %8 to i64
  %end.i663 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i663, align 1
  br label %digit.i664

digit.i664:                                       ; preds = %digit.i664, %check19.fail
  %remaining.i665 = phi i64 [ %mag.i662, %check19.fail ], [ %rest.i671, %digit.i664 ]
  %cursor.i666 = phi ptr [ %end.i663, %check19.fail ], [ %digit.at.i667, %digit.i664 ]
  %digit.at.i667 = getelementptr inbounds i8, ptr %cursor.i666, i64 -1
  %digit1.i668 = urem i64 %remaining.i665, 10
  %digit.byte.i669 = trunc nuw nsw i64 %digit1.i668 to i8
  %ascii.i670 = or disjoint i8 %digit.byte.i669, 48
  store i8 %ascii.i670, ptr %digit.at.i667, align 1
  %rest.i671 = udiv i64 %remaining.i665, 10
  %more.not.i672 = icmp samesign ult i64 %remaining.i665, 10
  br i1 %more.not.i672, label %digits.done.i673, label %digit.i664

digits.done.i673:                                 ; preds = %digit.i664
  %neg.i674 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i674, label %sign.i676, label %__modlink_format_i64.exit678

sign.i676:                                        ; preds = %digits.done.i673
  %sign.at.i677 = getelementptr inbounds i8, ptr %cursor.i666, i64 -2
  store i8 45, ptr %sign.at.i677, align 1
  br label %__modlink_format_i64.exit678

__modlink_format_i64.exit678:                     ; preds = %digits.done.i673, %sign.i676
  %start.i675 = phi ptr [ %digit.at.i667, %digits.done.i673 ], [ %sign.at.i677, %sign.i676 ]
  %part151 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i675, ptr %part151, align 8
  %missing.i679 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i679, label %common.ret, label %call.i680

call.i680:                                        ; preds = %__modlink_format_i64.exit678
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at152 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 20
  %bits.at154 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 21
  %lanes.at155 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 22
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
  %code164 = zext i8 %code156 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i683 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i683, align 1
  br label %digit.i684

digit.i684:                                       ; preds = %digit.i684, %check20.fail
  %remaining.i685 = phi i64 [ %code164, %check20.fail ], [ %rest.i691, %digit.i684 ]
  %cursor.i686 = phi ptr [ %end.i683, %check20.fail ], [ %digit.at.i687, %digit.i684 ]
  %digit.at.i687 = getelementptr inbounds i8, ptr %cursor.i686, i64 -1
  %digit1.i688 = urem i64 %remaining.i685, 10
  %digit.byte.i689 = trunc nuw nsw i64 %digit1.i688 to i8
  %ascii.i690 = or disjoint i8 %digit.byte.i689, 48
  store i8 %ascii.i690, ptr %digit.at.i687, align 1
  %rest.i691 = udiv i64 %remaining.i685, 10
  %more.not.i692 = icmp samesign ult i64 %remaining.i685, 10
  br i1 %more.not.i692, label %__modlink_format_i64.exit698, label %digit.i684

__modlink_format_i64.exit698:                     ; preds = %digit.i684
  %bits165 = zext i8 %bits157 to i64
  %part169 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i687, ptr %part169, align 8
  %part170 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part170, align 8
  %end.i700 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i700, align 1
  br label %digit.i701

digit.i701:                                       ; preds = %digit.i701, %__modlink_format_i64.exit698
  %remaining.i702 = phi i64 [ %bits165, %__modlink_format_i64.exit698 ], [ %rest.i708, %digit.i701 ]
  %cursor.i703 = phi ptr [ %end.i700, %__modlink_format_i64.exit698 ], [ %digit.at.i704, %digit.i701 ]
  %digit.at.i704 = getelementptr inbounds i8, ptr %cursor.i703, i64 -1
  %digit1.i705 = urem i64 %remaining.i702, 10
  %digit.byte.i706 = trunc nuw nsw i64 %digit1.i705 to i8
  %ascii.i707 = or disjoint i8 %digit.byte.i706, 48
  store i8 %ascii.i707, ptr %digit.at.i704, align 1
  %rest.i708 = udiv i64 %remaining.i702, 10
  %more.not.i709 = icmp samesign ult i64 %remaining.i702, 10
  br i1 %more.not.i709, label %__modlink_format_i64.exit715, label %digit.i701

__modlink_format_i64.exit715:                     ; preds = %digit.i701
  %lanes166 = zext i16 %lanes158 to i64
  %part172 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i704, ptr %part172, align 8
  %part173 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part173, align 8
  %end.i717 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i717, align 1
  br label %digit.i718

digit.i718:                                       ; preds = %digit.i718, %__modlink_format_i64.exit715
  %remaining.i719 = phi i64 [ %lanes166, %__modlink_format_i64.exit715 ], [ %rest.i725, %digit.i718 ]
  %cursor.i720 = phi ptr [ %end.i717, %__modlink_format_i64.exit715 ], [ %digit.at.i721, %digit.i718 ]
  %digit.at.i721 = getelementptr inbounds i8, ptr %cursor.i720, i64 -1
  %digit1.i722 = urem i64 %remaining.i719, 10
  %digit.byte.i723 = trunc nuw nsw i64 %digit1.i722 to i8
  %ascii.i724 = or disjoint i8 %digit.byte.i723, 48
  store i8 %ascii.i724, ptr %digit.at.i721, align 1
  %rest.i725 = udiv i64 %remaining.i719, 10
  %more.not.i726 = icmp samesign ult i64 %remaining.i719, 10
  br i1 %more.not.i726, label %__modlink_format_i64.exit732, label %digit.i718

__modlink_format_i64.exit732:                     ; preds = %digit.i718
  %part175 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i721, ptr %part175, align 8
  %missing.i733 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i733, label %common.ret, label %call.i734

call.i734:                                        ; preds = %__modlink_format_i64.exit732
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at176, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i736 = zext i32 %9 to i64
  %end.i737 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i737, align 1
  br label %digit.i738

digit.i738:                                       ; preds = %digit.i738, %check21.fail
  %remaining.i739 = phi i64 [ %mag.i736, %check21.fail ], [ %rest.i745, %digit.i738 ]
  %cursor.i740 = phi ptr [ %end.i737, %check21.fail ], [ %digit.at.i741, %digit.i738 ]
  %digit.at.i741 = getelementptr inbounds i8, ptr %cursor.i740, i64 -1
  %digit1.i742 = urem i64 %remaining.i739, 10
  %digit.byte.i743 = trunc nuw nsw i64 %digit1.i742 to i8
  %ascii.i744 = or disjoint i8 %digit.byte.i743, 48
  store i8 %ascii.i744, ptr %digit.at.i741, align 1
  %rest.i745 = udiv i64 %remaining.i739, 10
  %more.not.i746 = icmp samesign ult i64 %remaining.i739, 10
  br i1 %more.not.i746, label %digits.done.i747, label %digit.i738

digits.done.i747:                                 ; preds = %digit.i738
  %neg.i748 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i748, label %sign.i750, label %__modlink_format_i64.exit752

sign.i750:                                        ; preds = %digits.done.i747
  %sign.at.i751 = getelementptr inbounds i8, ptr %cursor.i740, i64 -2
  store i8 45, ptr %sign.at.i751, align 1
  br label %__modlink_format_i64.exit752

__modlink_format_i64.exit752:                     ; preds = %digits.done.i747, %sign.i750
  %start.i749 = phi ptr [ %digit.at.i741, %digits.done.i747 ], [ %sign.at.i751, %sign.i750 ]
  %part181 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i749, ptr %part181, align 8
  %missing.i753 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i753, label %common.ret, label %call.i754

call.i754:                                        ; preds = %__modlink_format_i64.exit752
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at182, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i756 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i757 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i757, align 1
  br label %digit.i758

digit.i758:                                       ; preds = %digit.i758, %check22.fail
  %remaining.i759 = phi i64 [ %mag.i756, %check22.fail ], [ %rest.i765, %digit.i758 ]
  %cursor.i760 = phi ptr [ %end.i757, %check22.fail ], [ %digit.at.i761, %digit.i758 ]
  %digit.at.i761 = getelementptr inbounds i8, ptr %cursor.i760, i64 -1
  %digit1.i762 = urem i64 %remaining.i759, 10
  %digit.byte.i763 = trunc nuw nsw i64 %digit1.i762 to i8
  %ascii.i764 = or disjoint i8 %digit.byte.i763, 48
  store i8 %ascii.i764, ptr %digit.at.i761, align 1
  %rest.i765 = udiv i64 %remaining.i759, 10
  %more.not.i766 = icmp ult i64 %remaining.i759, 10
  br i1 %more.not.i766, label %digits.done.i767, label %digit.i758

digits.done.i767:                                 ; preds = %digit.i758
  %neg.i768 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i768, label %sign.i770, label %__modlink_format_i64.exit772

sign.i770:                                        ; preds = %digits.done.i767
  %sign.at.i771 = getelementptr inbounds i8, ptr %cursor.i760, i64 -2
  store i8 45, ptr %sign.at.i771, align 1
  br label %__modlink_format_i64.exit772

__modlink_format_i64.exit772:                     ; preds = %digits.done.i767, %sign.i770
  %start.i769 = phi ptr [ %digit.at.i761, %digits.done.i767 ], [ %sign.at.i771, %sign.i770 ]
  %part187 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i769, ptr %part187, align 8
  %part188 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.28, ptr %part188, align 8
  %mag.i773 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i774 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i774, align 1
  br label %digit.i775

digit.i775:                                       ; preds = %digit.i775, %__modlink_format_i64.exit772
  %remaining.i776 = phi i64 [ %mag.i773, %__modlink_format_i64.exit772 ], [ %rest.i782, %digit.i775 ]
  %cursor.i777 = phi ptr [ %end.i774, %__modlink_format_i64.exit772 ], [ %digit.at.i778, %digit.i775 ]
  %digit.at.i778 = getelementptr inbounds i8, ptr %cursor.i777, i64 -1
  %digit1.i779 = urem i64 %remaining.i776, 10
  %digit.byte.i780 = trunc nuw nsw i64 %digit1.i779 to i8
  %ascii.i781 = or disjoint i8 %digit.byte.i780, 48
  store i8 %ascii.i781, ptr %digit.at.i778, align 1
  %rest.i782 = udiv i64 %remaining.i776, 10
  %more.not.i783 = icmp ult i64 %remaining.i776, 10
  br i1 %more.not.i783, label %digits.done.i784, label %digit.i775

digits.done.i784:                                 ; preds = %digit.i775
  %neg.i785 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i785, label %sign.i787, label %__modlink_format_i64.exit789

sign.i787:                                        ; preds = %digits.done.i784
  %sign.at.i788 = getelementptr inbounds i8, ptr %cursor.i777, i64 -2
  store i8 45, ptr %sign.at.i788, align 1
  br label %__modlink_format_i64.exit789

__modlink_format_i64.exit789:                     ; preds = %digits.done.i784, %sign.i787
  %start.i786 = phi ptr [ %digit.at.i778, %digits.done.i784 ], [ %sign.at.i788, %sign.i787 ]
  %part190 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i786, ptr %part190, align 8
  %missing.i790 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i790, label %common.ret, label %call.i791

call.i791:                                        ; preds = %__modlink_format_i64.exit789
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds nuw i8, ptr %C.shape, i64 8
  %C.shape1 = load i64, ptr %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i793 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i794 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i794, align 1
  br label %digit.i795

digit.i795:                                       ; preds = %digit.i795, %check23.fail
  %remaining.i796 = phi i64 [ %mag.i793, %check23.fail ], [ %rest.i802, %digit.i795 ]
  %cursor.i797 = phi ptr [ %end.i794, %check23.fail ], [ %digit.at.i798, %digit.i795 ]
  %digit.at.i798 = getelementptr inbounds i8, ptr %cursor.i797, i64 -1
  %digit1.i799 = urem i64 %remaining.i796, 10
  %digit.byte.i800 = trunc nuw nsw i64 %digit1.i799 to i8
  %ascii.i801 = or disjoint i8 %digit.byte.i800, 48
  store i8 %ascii.i801, ptr %digit.at.i798, align 1
  %rest.i802 = udiv i64 %remaining.i796, 10
  %more.not.i803 = icmp ult i64 %remaining.i796, 10
  br i1 %more.not.i803, label %digits.done.i804, label %digit.i795

digits.done.i804:                                 ; preds = %digit.i795
  %neg.i805 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i805, label %sign.i807, label %__modlink_format_i64.exit809

sign.i807:                                        ; preds = %digits.done.i804
  %sign.at.i808 = getelementptr inbounds i8, ptr %cursor.i797, i64 -2
  store i8 45, ptr %sign.at.i808, align 1
  br label %__modlink_format_i64.exit809

__modlink_format_i64.exit809:                     ; preds = %digits.done.i804, %sign.i807
  %start.i806 = phi ptr [ %digit.at.i798, %digits.done.i804 ], [ %sign.at.i808, %sign.i807 ]
  %part195 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i806, ptr %part195, align 8
  %part196 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.30, ptr %part196, align 8
  %mag.i810 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i811 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i811, align 1
  br label %digit.i812

digit.i812:                                       ; preds = %digit.i812, %__modlink_format_i64.exit809
  %remaining.i813 = phi i64 [ %mag.i810, %__modlink_format_i64.exit809 ], [ %rest.i819, %digit.i812 ]
  %cursor.i814 = phi ptr [ %end.i811, %__modlink_format_i64.exit809 ], [ %digit.at.i815, %digit.i812 ]
  %digit.at.i815 = getelementptr inbounds i8, ptr %cursor.i814, i64 -1
  %digit1.i816 = urem i64 %remaining.i813, 10
  %digit.byte.i817 = trunc nuw nsw i64 %digit1.i816 to i8
  %ascii.i818 = or disjoint i8 %digit.byte.i817, 48
  store i8 %ascii.i818, ptr %digit.at.i815, align 1
  %rest.i819 = udiv i64 %remaining.i813, 10
  %more.not.i820 = icmp ult i64 %remaining.i813, 10
  br i1 %more.not.i820, label %digits.done.i821, label %digit.i812

digits.done.i821:                                 ; preds = %digit.i812
  %neg.i822 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i822, label %sign.i824, label %__modlink_format_i64.exit826

sign.i824:                                        ; preds = %digits.done.i821
  %sign.at.i825 = getelementptr inbounds i8, ptr %cursor.i814, i64 -2
  store i8 45, ptr %sign.at.i825, align 1
  br label %__modlink_format_i64.exit826

__modlink_format_i64.exit826:                     ; preds = %digits.done.i821, %sign.i824
  %start.i823 = phi ptr [ %digit.at.i815, %digits.done.i821 ], [ %sign.at.i825, %sign.i824 ]
  %part198 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i823, ptr %part198, align 8
  %missing.i827 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i827, label %common.ret, label %call.i828

call.i828:                                        ; preds = %__modlink_format_i64.exit826
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at199 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at199, align 8
  %has_strides200.not = icmp eq ptr %C.strides, null
  br i1 %has_strides200.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at201 = getelementptr inbounds nuw i8, ptr %C.strides, i64 8
  %C.stride1 = load i64, ptr %stride.at201, align 8
  %stride.ok202 = icmp eq i64 %C.stride1, 1
  %unit203 = icmp eq i64 %B.shape1, 1
  %stride.ok204 = or i1 %unit203, %stride.ok202
  br i1 %stride.ok204, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data224 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at225 = getelementptr inbounds nuw i8, ptr %C.dltensor, i64 40
  %byte_offset226 = load i64, ptr %byte_offset.at225, align 8
  %C.data = getelementptr i8, ptr %data224, i64 %byte_offset226
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result227 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %mag.i830 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i831 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i831, align 1
  br label %digit.i832

digit.i832:                                       ; preds = %digit.i832, %check24.fail
  %remaining.i833 = phi i64 [ %mag.i830, %check24.fail ], [ %rest.i839, %digit.i832 ]
  %cursor.i834 = phi ptr [ %end.i831, %check24.fail ], [ %digit.at.i835, %digit.i832 ]
  %digit.at.i835 = getelementptr inbounds i8, ptr %cursor.i834, i64 -1
  %digit1.i836 = urem i64 %remaining.i833, 10
  %digit.byte.i837 = trunc nuw nsw i64 %digit1.i836 to i8
  %ascii.i838 = or disjoint i8 %digit.byte.i837, 48
  store i8 %ascii.i838, ptr %digit.at.i835, align 1
  %rest.i839 = udiv i64 %remaining.i833, 10
  %more.not.i840 = icmp ult i64 %remaining.i833, 10
  br i1 %more.not.i840, label %digits.done.i841, label %digit.i832

digits.done.i841:                                 ; preds = %digit.i832
  %neg.i842 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i842, label %sign.i844, label %__modlink_format_i64.exit846

sign.i844:                                        ; preds = %digits.done.i841
  %sign.at.i845 = getelementptr inbounds i8, ptr %cursor.i834, i64 -2
  store i8 45, ptr %sign.at.i845, align 1
  br label %__modlink_format_i64.exit846

__modlink_format_i64.exit846:                     ; preds = %digits.done.i841, %sign.i844
  %start.i843 = phi ptr [ %digit.at.i835, %digits.done.i841 ], [ %sign.at.i845, %sign.i844 ]
  %part207 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i843, ptr %part207, align 8
  %part208 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part208, align 8
  %end.i847 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i847, align 1
  %digit.at.i851 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i851, align 1
  %part210 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i851, ptr %part210, align 8
  %missing.i859 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i859, label %common.ret, label %call.i860

call.i860:                                        ; preds = %__modlink_format_i64.exit846
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
  %mag.i862 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i863 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i863, align 1
  br label %digit.i864

digit.i864:                                       ; preds = %digit.i864, %check25.fail
  %remaining.i865 = phi i64 [ %mag.i862, %check25.fail ], [ %rest.i871, %digit.i864 ]
  %cursor.i866 = phi ptr [ %end.i863, %check25.fail ], [ %digit.at.i867, %digit.i864 ]
  %digit.at.i867 = getelementptr inbounds i8, ptr %cursor.i866, i64 -1
  %digit1.i868 = urem i64 %remaining.i865, 10
  %digit.byte.i869 = trunc nuw nsw i64 %digit1.i868 to i8
  %ascii.i870 = or disjoint i8 %digit.byte.i869, 48
  store i8 %ascii.i870, ptr %digit.at.i867, align 1
  %rest.i871 = udiv i64 %remaining.i865, 10
  %more.not.i872 = icmp ult i64 %remaining.i865, 10
  br i1 %more.not.i872, label %digits.done.i873, label %digit.i864

digits.done.i873:                                 ; preds = %digit.i864
  %neg.i874 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i874, label %sign.i876, label %__modlink_format_i64.exit878

sign.i876:                                        ; preds = %digits.done.i873
  %sign.at.i877 = getelementptr inbounds i8, ptr %cursor.i866, i64 -2
  store i8 45, ptr %sign.at.i877, align 1
  br label %__modlink_format_i64.exit878

__modlink_format_i64.exit878:                     ; preds = %digits.done.i873, %sign.i876
  %start.i875 = phi ptr [ %digit.at.i867, %digits.done.i873 ], [ %sign.at.i877, %sign.i876 ]
  %part218 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i875, ptr %part218, align 8
  %part219 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part219, align 8
  %mag.i879 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i880 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i880, align 1
  br label %digit.i881

digit.i881:                                       ; preds = %digit.i881, %__modlink_format_i64.exit878
  %remaining.i882 = phi i64 [ %mag.i879, %__modlink_format_i64.exit878 ], [ %rest.i888, %digit.i881 ]
  %cursor.i883 = phi ptr [ %end.i880, %__modlink_format_i64.exit878 ], [ %digit.at.i884, %digit.i881 ]
  %digit.at.i884 = getelementptr inbounds i8, ptr %cursor.i883, i64 -1
  %digit1.i885 = urem i64 %remaining.i882, 10
  %digit.byte.i886 = trunc nuw nsw i64 %digit1.i885 to i8
  %ascii.i887 = or disjoint i8 %digit.byte.i886, 48
  store i8 %ascii.i887, ptr %digit.at.i884, align 1
  %rest.i888 = udiv i64 %remaining.i882, 10
  %more.not.i889 = icmp ult i64 %remaining.i882, 10
  br i1 %more.not.i889, label %digits.done.i890, label %digit.i881

digits.done.i890:                                 ; preds = %digit.i881
  %neg.i891 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i891, label %sign.i893, label %__modlink_format_i64.exit895

sign.i893:                                        ; preds = %digits.done.i890
  %sign.at.i894 = getelementptr inbounds i8, ptr %cursor.i883, i64 -2
  store i8 45, ptr %sign.at.i894, align 1
  br label %__modlink_format_i64.exit895

__modlink_format_i64.exit895:                     ; preds = %digits.done.i890, %sign.i893
  %start.i892 = phi ptr [ %digit.at.i884, %digits.done.i890 ], [ %sign.at.i894, %sign.i893 ]
  %part221 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i892, ptr %part221, align 8
  %missing.i896 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i896, label %common.ret, label %call.i897

call.i897:                                        ; preds = %__modlink_format_i64.exit895
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
