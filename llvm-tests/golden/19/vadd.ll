target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.0 = private unnamed_addr constant [42 x i8] c"kernel `vadd`: expected 3 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 0 (`A`): expected ndim 1, got \00", align 1
@.str.6 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 0 (`A`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 0 (`A`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.12 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor, got NULL\00", align 1
@.str.14 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): expected ndim 1, got \00", align 1
@.str.15 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 1 (`B`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.16 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 1 (`B`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.17 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is \00", align 1
@.str.18 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 0 bound `n` to \00", align 1
@.str.19 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 1 (`B`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.20 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.21 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor, got NULL\00", align 1
@.str.22 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): expected ndim 1, got \00", align 1
@.str.23 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 2 (`C`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.24 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 2 (`C`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.25 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): dimension 0 (`n`) is \00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 2 (`C`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @vadd_c(ptr nocapture readonly %A, ptr nocapture readonly %B, ptr nocapture writeonly %C, i64 %n) local_unnamed_addr #0 {
entry:
  %B5 = ptrtoint ptr %B to i64
  %A4 = ptrtoint ptr %A to i64
  %C3 = ptrtoint ptr %C to i64
  %more1 = icmp sgt i64 %n, 0
  br i1 %more1, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %min.iters.check = icmp ult i64 %n, 16
  br i1 %min.iters.check, label %for.i.body.preheader10, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %0 = sub i64 %C3, %A4
  %diff.check = icmp ult i64 %0, 64
  %1 = sub i64 %C3, %B5
  %diff.check6 = icmp ult i64 %1, 64
  %conflict.rdx = or i1 %diff.check, %diff.check6
  br i1 %conflict.rdx, label %for.i.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds float, ptr %C, i64 %index
  %3 = getelementptr inbounds float, ptr %A, i64 %index
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load7 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %B, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %wide.load8 = load <8 x float>, ptr %5, align 4
  %wide.load9 = load <8 x float>, ptr %6, align 4
  %7 = fadd <8 x float> %wide.load, %wide.load8
  %8 = fadd <8 x float> %wide.load7, %wide.load9
  %9 = getelementptr inbounds i8, ptr %2, i64 32
  store <8 x float> %7, ptr %2, align 4
  store <8 x float> %8, ptr %9, align 4
  %index.next = add nuw i64 %index, 16
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader10

for.i.body.preheader10:                           ; preds = %middle.block, %vector.memcheck, %for.i.body.preheader
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %n, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader10, %for.i.body.prol
  %i.addr.02.prol = phi i64 [ %i.next.prol, %for.i.body.prol ], [ %i.addr.02.ph, %for.i.body.preheader10 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.prol ], [ 0, %for.i.body.preheader10 ]
  %C.addr.prol = getelementptr inbounds float, ptr %C, i64 %i.addr.02.prol
  %A.addr.prol = getelementptr inbounds float, ptr %A, i64 %i.addr.02.prol
  %A.elem.prol = load float, ptr %A.addr.prol, align 4
  %B.addr.prol = getelementptr inbounds float, ptr %B, i64 %i.addr.02.prol
  %B.elem.prol = load float, ptr %B.addr.prol, align 4
  %add.prol = fadd float %A.elem.prol, %B.elem.prol
  store float %add.prol, ptr %C.addr.prol, align 4
  %i.next.prol = add nuw nsw i64 %i.addr.02.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.i.body.prol.loopexit, label %for.i.body.prol, !llvm.loop !3

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader10
  %i.addr.02.unr = phi i64 [ %i.addr.02.ph, %for.i.body.preheader10 ], [ %i.next.prol, %for.i.body.prol ]
  %11 = sub nsw i64 %i.addr.02.ph, %n
  %12 = icmp ugt i64 %11, -4
  br i1 %12, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.02 = phi i64 [ %i.next.3, %for.i.body ], [ %i.addr.02.unr, %for.i.body.prol.loopexit ]
  %C.addr = getelementptr inbounds float, ptr %C, i64 %i.addr.02
  %A.addr = getelementptr inbounds float, ptr %A, i64 %i.addr.02
  %A.elem = load float, ptr %A.addr, align 4
  %B.addr = getelementptr inbounds float, ptr %B, i64 %i.addr.02
  %B.elem = load float, ptr %B.addr, align 4
  %add = fadd float %A.elem, %B.elem
  store float %add, ptr %C.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.02, 1
  %C.addr.1 = getelementptr inbounds float, ptr %C, i64 %i.next
  %A.addr.1 = getelementptr inbounds float, ptr %A, i64 %i.next
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %B.addr.1 = getelementptr inbounds float, ptr %B, i64 %i.next
  %B.elem.1 = load float, ptr %B.addr.1, align 4
  %add.1 = fadd float %A.elem.1, %B.elem.1
  store float %add.1, ptr %C.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.02, 2
  %C.addr.2 = getelementptr inbounds float, ptr %C, i64 %i.next.1
  %A.addr.2 = getelementptr inbounds float, ptr %A, i64 %i.next.1
  %A.elem.2 = load float, ptr %A.addr.2, align 4
  %B.addr.2 = getelementptr inbounds float, ptr %B, i64 %i.next.1
  %B.elem.2 = load float, ptr %B.addr.2, align 4
  %add.2 = fadd float %A.elem.2, %B.elem.2
  store float %add.2, ptr %C.addr.2, align 4
  %i.next.2 = add nuw nsw i64 %i.addr.02, 3
  %C.addr.3 = getelementptr inbounds float, ptr %C, i64 %i.next.2
  %A.addr.3 = getelementptr inbounds float, ptr %A, i64 %i.next.2
  %A.elem.3 = load float, ptr %A.addr.3, align 4
  %B.addr.3 = getelementptr inbounds float, ptr %B, i64 %i.next.2
  %B.elem.3 = load float, ptr %B.addr.3, align 4
  %add.3 = fadd float %A.elem.3, %B.elem.3
  store float %add.3, ptr %C.addr.3, align 4
  %i.next.3 = add nuw nsw i64 %i.addr.02, 4
  %exitcond.not.3 = icmp eq i64 %i.next.3, %n
  br i1 %exitcond.not.3, label %for.i.end, label %for.i.body, !llvm.loop !5

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define range(i32 -1, 1) i32 @__tvm_ffi_vadd(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i704, %__modlink_format_i64.exit689, %C.strides.done, %call.i671, %__modlink_format_i64.exit669, %call.i634, %__modlink_format_i64.exit632, %call.i614, %__modlink_format_i64.exit612, %call.i560, %__modlink_format_i64.exit558, %call.i540, %check16.fail, %call.i537, %__modlink_format_i64.exit535, %call.i517, %__modlink_format_i64.exit502, %call.i484, %__modlink_format_i64.exit482, %call.i447, %__modlink_format_i64.exit445, %call.i427, %__modlink_format_i64.exit425, %call.i373, %__modlink_format_i64.exit371, %call.i353, %check9.fail, %call.i350, %__modlink_format_i64.exit348, %call.i330, %__modlink_format_i64.exit315, %call.i297, %__modlink_format_i64.exit295, %call.i277, %__modlink_format_i64.exit275, %call.i223, %__modlink_format_i64.exit221, %call.i203, %check3.fail, %call.i200, %__modlink_format_i64.exit198, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit198 ], [ -1, %call.i200 ], [ -1, %check3.fail ], [ -1, %call.i203 ], [ -1, %__modlink_format_i64.exit221 ], [ -1, %call.i223 ], [ -1, %__modlink_format_i64.exit275 ], [ -1, %call.i277 ], [ -1, %__modlink_format_i64.exit295 ], [ -1, %call.i297 ], [ -1, %__modlink_format_i64.exit315 ], [ -1, %call.i330 ], [ -1, %__modlink_format_i64.exit348 ], [ -1, %call.i350 ], [ -1, %check9.fail ], [ -1, %call.i353 ], [ -1, %__modlink_format_i64.exit371 ], [ -1, %call.i373 ], [ -1, %__modlink_format_i64.exit425 ], [ -1, %call.i427 ], [ -1, %__modlink_format_i64.exit445 ], [ -1, %call.i447 ], [ -1, %__modlink_format_i64.exit482 ], [ -1, %call.i484 ], [ -1, %__modlink_format_i64.exit502 ], [ -1, %call.i517 ], [ -1, %__modlink_format_i64.exit535 ], [ -1, %call.i537 ], [ -1, %check16.fail ], [ -1, %call.i540 ], [ -1, %__modlink_format_i64.exit558 ], [ -1, %call.i560 ], [ -1, %__modlink_format_i64.exit612 ], [ -1, %call.i614 ], [ -1, %__modlink_format_i64.exit632 ], [ -1, %call.i634 ], [ -1, %__modlink_format_i64.exit669 ], [ -1, %call.i671 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit689 ], [ -1, %call.i704 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %mag.i182 = zext i32 %1 to i64
  %end.i183 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i183, align 1
  br label %digit.i184

digit.i184:                                       ; preds = %digit.i184, %check2.fail
  %remaining.i185 = phi i64 [ %mag.i182, %check2.fail ], [ %rest.i191, %digit.i184 ]
  %cursor.i186 = phi ptr [ %end.i183, %check2.fail ], [ %digit.at.i187, %digit.i184 ]
  %digit.at.i187 = getelementptr inbounds i8, ptr %cursor.i186, i64 -1
  %digit1.i188 = urem i64 %remaining.i185, 10
  %digit.byte.i189 = trunc nuw nsw i64 %digit1.i188 to i8
  %ascii.i190 = or disjoint i8 %digit.byte.i189, 48
  store i8 %ascii.i190, ptr %digit.at.i187, align 1
  %rest.i191 = udiv i64 %remaining.i185, 10
  %more.not.i192 = icmp ult i64 %remaining.i185, 10
  br i1 %more.not.i192, label %digits.done.i193, label %digit.i184

digits.done.i193:                                 ; preds = %digit.i184
  %neg.i194 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i194, label %sign.i196, label %__modlink_format_i64.exit198

sign.i196:                                        ; preds = %digits.done.i193
  %sign.at.i197 = getelementptr inbounds i8, ptr %cursor.i186, i64 -2
  store i8 45, ptr %sign.at.i197, align 1
  br label %__modlink_format_i64.exit198

__modlink_format_i64.exit198:                     ; preds = %digits.done.i193, %sign.i196
  %start.i195 = phi ptr [ %digit.at.i187, %digits.done.i193 ], [ %sign.at.i197, %sign.i196 ]
  %part6 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i195, ptr %part6, align 8
  %missing.i199 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i199, label %common.ret, label %call.i200

call.i200:                                        ; preds = %__modlink_format_i64.exit198
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
  %missing.i202 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i202, label %common.ret, label %call.i203

call.i203:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %A.dltensor, i64 16
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i205 = zext i32 %2 to i64
  %end.i206 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i206, align 1
  br label %digit.i207

digit.i207:                                       ; preds = %digit.i207, %check4.fail
  %remaining.i208 = phi i64 [ %mag.i205, %check4.fail ], [ %rest.i214, %digit.i207 ]
  %cursor.i209 = phi ptr [ %end.i206, %check4.fail ], [ %digit.at.i210, %digit.i207 ]
  %digit.at.i210 = getelementptr inbounds i8, ptr %cursor.i209, i64 -1
  %digit1.i211 = urem i64 %remaining.i208, 10
  %digit.byte.i212 = trunc nuw nsw i64 %digit1.i211 to i8
  %ascii.i213 = or disjoint i8 %digit.byte.i212, 48
  store i8 %ascii.i213, ptr %digit.at.i210, align 1
  %rest.i214 = udiv i64 %remaining.i208, 10
  %more.not.i215 = icmp ult i64 %remaining.i208, 10
  br i1 %more.not.i215, label %digits.done.i216, label %digit.i207

digits.done.i216:                                 ; preds = %digit.i207
  %neg.i217 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i217, label %sign.i219, label %__modlink_format_i64.exit221

sign.i219:                                        ; preds = %digits.done.i216
  %sign.at.i220 = getelementptr inbounds i8, ptr %cursor.i209, i64 -2
  store i8 45, ptr %sign.at.i220, align 1
  br label %__modlink_format_i64.exit221

__modlink_format_i64.exit221:                     ; preds = %digits.done.i216, %sign.i219
  %start.i218 = phi ptr [ %digit.at.i210, %digits.done.i216 ], [ %sign.at.i220, %sign.i219 ]
  %part10 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i218, ptr %part10, align 8
  %missing.i222 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i222, label %common.ret, label %call.i223

call.i223:                                        ; preds = %__modlink_format_i64.exit221
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
  %end.i226 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i226, align 1
  br label %digit.i227

digit.i227:                                       ; preds = %digit.i227, %check5.fail
  %remaining.i228 = phi i64 [ %code12, %check5.fail ], [ %rest.i234, %digit.i227 ]
  %cursor.i229 = phi ptr [ %end.i226, %check5.fail ], [ %digit.at.i230, %digit.i227 ]
  %digit.at.i230 = getelementptr inbounds i8, ptr %cursor.i229, i64 -1
  %digit1.i231 = urem i64 %remaining.i228, 10
  %digit.byte.i232 = trunc nuw nsw i64 %digit1.i231 to i8
  %ascii.i233 = or disjoint i8 %digit.byte.i232, 48
  store i8 %ascii.i233, ptr %digit.at.i230, align 1
  %rest.i234 = udiv i64 %remaining.i228, 10
  %more.not.i235 = icmp ult i64 %remaining.i228, 10
  br i1 %more.not.i235, label %__modlink_format_i64.exit241, label %digit.i227

__modlink_format_i64.exit241:                     ; preds = %digit.i227
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i230, ptr %part17, align 8
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i243 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i243, align 1
  br label %digit.i244

digit.i244:                                       ; preds = %digit.i244, %__modlink_format_i64.exit241
  %remaining.i245 = phi i64 [ %bits13, %__modlink_format_i64.exit241 ], [ %rest.i251, %digit.i244 ]
  %cursor.i246 = phi ptr [ %end.i243, %__modlink_format_i64.exit241 ], [ %digit.at.i247, %digit.i244 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc nuw nsw i64 %digit1.i248 to i8
  %ascii.i250 = or disjoint i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %more.not.i252 = icmp ult i64 %remaining.i245, 10
  br i1 %more.not.i252, label %__modlink_format_i64.exit258, label %digit.i244

__modlink_format_i64.exit258:                     ; preds = %digit.i244
  %part20 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i247, ptr %part20, align 8
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i260 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i260, align 1
  br label %digit.i261

digit.i261:                                       ; preds = %digit.i261, %__modlink_format_i64.exit258
  %remaining.i262 = phi i64 [ %lanes14, %__modlink_format_i64.exit258 ], [ %rest.i268, %digit.i261 ]
  %cursor.i263 = phi ptr [ %end.i260, %__modlink_format_i64.exit258 ], [ %digit.at.i264, %digit.i261 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc nuw nsw i64 %digit1.i265 to i8
  %ascii.i267 = or disjoint i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %more.not.i269 = icmp ult i64 %remaining.i262, 10
  br i1 %more.not.i269, label %__modlink_format_i64.exit275, label %digit.i261

__modlink_format_i64.exit275:                     ; preds = %digit.i261
  %part23 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i264, ptr %part23, align 8
  %missing.i276 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i276, label %common.ret, label %call.i277

call.i277:                                        ; preds = %__modlink_format_i64.exit275
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
  %mag.i279 = zext i32 %3 to i64
  %end.i280 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %check6.fail
  %remaining.i282 = phi i64 [ %mag.i279, %check6.fail ], [ %rest.i288, %digit.i281 ]
  %cursor.i283 = phi ptr [ %end.i280, %check6.fail ], [ %digit.at.i284, %digit.i281 ]
  %digit.at.i284 = getelementptr inbounds i8, ptr %cursor.i283, i64 -1
  %digit1.i285 = urem i64 %remaining.i282, 10
  %digit.byte.i286 = trunc nuw nsw i64 %digit1.i285 to i8
  %ascii.i287 = or disjoint i8 %digit.byte.i286, 48
  store i8 %ascii.i287, ptr %digit.at.i284, align 1
  %rest.i288 = udiv i64 %remaining.i282, 10
  %more.not.i289 = icmp ult i64 %remaining.i282, 10
  br i1 %more.not.i289, label %digits.done.i290, label %digit.i281

digits.done.i290:                                 ; preds = %digit.i281
  %neg.i291 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i291, label %sign.i293, label %__modlink_format_i64.exit295

sign.i293:                                        ; preds = %digits.done.i290
  %sign.at.i294 = getelementptr inbounds i8, ptr %cursor.i283, i64 -2
  store i8 45, ptr %sign.at.i294, align 1
  br label %__modlink_format_i64.exit295

__modlink_format_i64.exit295:                     ; preds = %digits.done.i290, %sign.i293
  %start.i292 = phi ptr [ %digit.at.i284, %digits.done.i290 ], [ %sign.at.i294, %sign.i293 ]
  %part26 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i292, ptr %part26, align 8
  %missing.i296 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i296, label %common.ret, label %call.i297

call.i297:                                        ; preds = %__modlink_format_i64.exit295
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %A.dltensor, i64 24
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %strides.at = getelementptr inbounds i8, ptr %A.dltensor, i64 32
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok = icmp eq i64 %A.stride0, 1
  %unit = icmp eq i64 %A.shape0, 1
  %stride.ok27 = or i1 %unit, %stride.ok
  br i1 %stride.ok27, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data707 = ptrtoint ptr %data to i64
  %byte_offset.at = getelementptr inbounds i8, ptr %A.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check8.fail [
    i32 70, label %check8.ok
    i32 7, label %check8.ok
    i32 4, label %check8.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i299 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i300 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i300, align 1
  br label %digit.i301

digit.i301:                                       ; preds = %digit.i301, %check7.fail
  %remaining.i302 = phi i64 [ %mag.i299, %check7.fail ], [ %rest.i308, %digit.i301 ]
  %cursor.i303 = phi ptr [ %end.i300, %check7.fail ], [ %digit.at.i304, %digit.i301 ]
  %digit.at.i304 = getelementptr inbounds i8, ptr %cursor.i303, i64 -1
  %digit1.i305 = urem i64 %remaining.i302, 10
  %digit.byte.i306 = trunc nuw nsw i64 %digit1.i305 to i8
  %ascii.i307 = or disjoint i8 %digit.byte.i306, 48
  store i8 %ascii.i307, ptr %digit.at.i304, align 1
  %rest.i308 = udiv i64 %remaining.i302, 10
  %more.not.i309 = icmp ult i64 %remaining.i302, 10
  br i1 %more.not.i309, label %digits.done.i310, label %digit.i301

digits.done.i310:                                 ; preds = %digit.i301
  %neg.i311 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i311, label %sign.i313, label %__modlink_format_i64.exit315

sign.i313:                                        ; preds = %digits.done.i310
  %sign.at.i314 = getelementptr inbounds i8, ptr %cursor.i303, i64 -2
  store i8 45, ptr %sign.at.i314, align 1
  br label %__modlink_format_i64.exit315

__modlink_format_i64.exit315:                     ; preds = %digits.done.i310, %sign.i313
  %start.i312 = phi ptr [ %digit.at.i304, %digits.done.i310 ], [ %sign.at.i314, %sign.i313 ]
  %part30 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i312, ptr %part30, align 8
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part31, align 8
  %end.i316 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i316, align 1
  %digit.at.i320 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i320, align 1
  %part33 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i320, ptr %part33, align 8
  %missing.i329 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i329, label %common.ret, label %call.i330

call.i330:                                        ; preds = %__modlink_format_i64.exit315
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i332 = zext i32 %4 to i64
  %end.i333 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i333, align 1
  br label %digit.i334

digit.i334:                                       ; preds = %digit.i334, %check8.fail
  %remaining.i335 = phi i64 [ %mag.i332, %check8.fail ], [ %rest.i341, %digit.i334 ]
  %cursor.i336 = phi ptr [ %end.i333, %check8.fail ], [ %digit.at.i337, %digit.i334 ]
  %digit.at.i337 = getelementptr inbounds i8, ptr %cursor.i336, i64 -1
  %digit1.i338 = urem i64 %remaining.i335, 10
  %digit.byte.i339 = trunc nuw nsw i64 %digit1.i338 to i8
  %ascii.i340 = or disjoint i8 %digit.byte.i339, 48
  store i8 %ascii.i340, ptr %digit.at.i337, align 1
  %rest.i341 = udiv i64 %remaining.i335, 10
  %more.not.i342 = icmp ult i64 %remaining.i335, 10
  br i1 %more.not.i342, label %digits.done.i343, label %digit.i334

digits.done.i343:                                 ; preds = %digit.i334
  %neg.i344 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i344, label %sign.i346, label %__modlink_format_i64.exit348

sign.i346:                                        ; preds = %digits.done.i343
  %sign.at.i347 = getelementptr inbounds i8, ptr %cursor.i336, i64 -2
  store i8 45, ptr %sign.at.i347, align 1
  br label %__modlink_format_i64.exit348

__modlink_format_i64.exit348:                     ; preds = %digits.done.i343, %sign.i346
  %start.i345 = phi ptr [ %digit.at.i337, %digits.done.i343 ], [ %sign.at.i347, %sign.i346 ]
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i345, ptr %part42, align 8
  %missing.i349 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i349, label %common.ret, label %call.i350

call.i350:                                        ; preds = %__modlink_format_i64.exit348
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is36 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is36, i64 24, i64 0
  %B.dltensor = getelementptr inbounds i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null43.not = icmp eq ptr %B.ptr, null
  br i1 %null43.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %missing.i352 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i352, label %common.ret, label %call.i353

call.i353:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at46 = getelementptr inbounds i8, ptr %B.dltensor, i64 16
  %B.ndim = load i32, ptr %ndim.at46, align 4
  %ndim.ok47 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok47, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i355 = zext i32 %5 to i64
  %end.i356 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i356, align 1
  br label %digit.i357

digit.i357:                                       ; preds = %digit.i357, %check10.fail
  %remaining.i358 = phi i64 [ %mag.i355, %check10.fail ], [ %rest.i364, %digit.i357 ]
  %cursor.i359 = phi ptr [ %end.i356, %check10.fail ], [ %digit.at.i360, %digit.i357 ]
  %digit.at.i360 = getelementptr inbounds i8, ptr %cursor.i359, i64 -1
  %digit1.i361 = urem i64 %remaining.i358, 10
  %digit.byte.i362 = trunc nuw nsw i64 %digit1.i361 to i8
  %ascii.i363 = or disjoint i8 %digit.byte.i362, 48
  store i8 %ascii.i363, ptr %digit.at.i360, align 1
  %rest.i364 = udiv i64 %remaining.i358, 10
  %more.not.i365 = icmp ult i64 %remaining.i358, 10
  br i1 %more.not.i365, label %digits.done.i366, label %digit.i357

digits.done.i366:                                 ; preds = %digit.i357
  %neg.i367 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i367, label %sign.i369, label %__modlink_format_i64.exit371

sign.i369:                                        ; preds = %digits.done.i366
  %sign.at.i370 = getelementptr inbounds i8, ptr %cursor.i359, i64 -2
  store i8 45, ptr %sign.at.i370, align 1
  br label %__modlink_format_i64.exit371

__modlink_format_i64.exit371:                     ; preds = %digits.done.i366, %sign.i369
  %start.i368 = phi ptr [ %digit.at.i360, %digits.done.i366 ], [ %sign.at.i370, %sign.i369 ]
  %part51 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i368, ptr %part51, align 8
  %missing.i372 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i372, label %common.ret, label %call.i373

call.i373:                                        ; preds = %__modlink_format_i64.exit371
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at52 = getelementptr inbounds i8, ptr %B.dltensor, i64 20
  %bits.at54 = getelementptr inbounds i8, ptr %B.dltensor, i64 21
  %lanes.at55 = getelementptr inbounds i8, ptr %B.dltensor, i64 22
  %code56 = load i8, ptr %dtype.at52, align 1
  %bits57 = load i8, ptr %bits.at54, align 1
  %lanes58 = load i16, ptr %lanes.at55, align 2
  %code.ok59 = icmp eq i8 %code56, 2
  %bits.ok60 = icmp eq i8 %bits57, 32
  %lanes.ok61 = icmp eq i16 %lanes58, 1
  %dtype.ok62 = and i1 %code.ok59, %bits.ok60
  %dtype.ok63 = and i1 %dtype.ok62, %lanes.ok61
  br i1 %dtype.ok63, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes66 = zext i16 %lanes58 to i64
  %code64 = zext i8 %code56 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i376 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i376, align 1
  br label %digit.i377

digit.i377:                                       ; preds = %digit.i377, %check11.fail
  %remaining.i378 = phi i64 [ %code64, %check11.fail ], [ %rest.i384, %digit.i377 ]
  %cursor.i379 = phi ptr [ %end.i376, %check11.fail ], [ %digit.at.i380, %digit.i377 ]
  %digit.at.i380 = getelementptr inbounds i8, ptr %cursor.i379, i64 -1
  %digit1.i381 = urem i64 %remaining.i378, 10
  %digit.byte.i382 = trunc nuw nsw i64 %digit1.i381 to i8
  %ascii.i383 = or disjoint i8 %digit.byte.i382, 48
  store i8 %ascii.i383, ptr %digit.at.i380, align 1
  %rest.i384 = udiv i64 %remaining.i378, 10
  %more.not.i385 = icmp ult i64 %remaining.i378, 10
  br i1 %more.not.i385, label %__modlink_format_i64.exit391, label %digit.i377

__modlink_format_i64.exit391:                     ; preds = %digit.i377
  %bits65 = zext i8 %bits57 to i64
  %part69 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i380, ptr %part69, align 8
  %part70 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part70, align 8
  %end.i393 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i393, align 1
  br label %digit.i394

digit.i394:                                       ; preds = %digit.i394, %__modlink_format_i64.exit391
  %remaining.i395 = phi i64 [ %bits65, %__modlink_format_i64.exit391 ], [ %rest.i401, %digit.i394 ]
  %cursor.i396 = phi ptr [ %end.i393, %__modlink_format_i64.exit391 ], [ %digit.at.i397, %digit.i394 ]
  %digit.at.i397 = getelementptr inbounds i8, ptr %cursor.i396, i64 -1
  %digit1.i398 = urem i64 %remaining.i395, 10
  %digit.byte.i399 = trunc nuw nsw i64 %digit1.i398 to i8
  %ascii.i400 = or disjoint i8 %digit.byte.i399, 48
  store i8 %ascii.i400, ptr %digit.at.i397, align 1
  %rest.i401 = udiv i64 %remaining.i395, 10
  %more.not.i402 = icmp ult i64 %remaining.i395, 10
  br i1 %more.not.i402, label %__modlink_format_i64.exit408, label %digit.i394

__modlink_format_i64.exit408:                     ; preds = %digit.i394
  %part72 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i397, ptr %part72, align 8
  %part73 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part73, align 8
  %end.i410 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i410, align 1
  br label %digit.i411

digit.i411:                                       ; preds = %digit.i411, %__modlink_format_i64.exit408
  %remaining.i412 = phi i64 [ %lanes66, %__modlink_format_i64.exit408 ], [ %rest.i418, %digit.i411 ]
  %cursor.i413 = phi ptr [ %end.i410, %__modlink_format_i64.exit408 ], [ %digit.at.i414, %digit.i411 ]
  %digit.at.i414 = getelementptr inbounds i8, ptr %cursor.i413, i64 -1
  %digit1.i415 = urem i64 %remaining.i412, 10
  %digit.byte.i416 = trunc nuw nsw i64 %digit1.i415 to i8
  %ascii.i417 = or disjoint i8 %digit.byte.i416, 48
  store i8 %ascii.i417, ptr %digit.at.i414, align 1
  %rest.i418 = udiv i64 %remaining.i412, 10
  %more.not.i419 = icmp ult i64 %remaining.i412, 10
  br i1 %more.not.i419, label %__modlink_format_i64.exit425, label %digit.i411

__modlink_format_i64.exit425:                     ; preds = %digit.i411
  %part75 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i414, ptr %part75, align 8
  %missing.i426 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i426, label %common.ret, label %call.i427

call.i427:                                        ; preds = %__modlink_format_i64.exit425
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at76 = getelementptr inbounds i8, ptr %B.dltensor, i64 8
  %B.device_type = load i32, ptr %device.at76, align 4
  %device.ok77 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i429 = zext i32 %6 to i64
  %end.i430 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i430, align 1
  br label %digit.i431

digit.i431:                                       ; preds = %digit.i431, %check12.fail
  %remaining.i432 = phi i64 [ %mag.i429, %check12.fail ], [ %rest.i438, %digit.i431 ]
  %cursor.i433 = phi ptr [ %end.i430, %check12.fail ], [ %digit.at.i434, %digit.i431 ]
  %digit.at.i434 = getelementptr inbounds i8, ptr %cursor.i433, i64 -1
  %digit1.i435 = urem i64 %remaining.i432, 10
  %digit.byte.i436 = trunc nuw nsw i64 %digit1.i435 to i8
  %ascii.i437 = or disjoint i8 %digit.byte.i436, 48
  store i8 %ascii.i437, ptr %digit.at.i434, align 1
  %rest.i438 = udiv i64 %remaining.i432, 10
  %more.not.i439 = icmp ult i64 %remaining.i432, 10
  br i1 %more.not.i439, label %digits.done.i440, label %digit.i431

digits.done.i440:                                 ; preds = %digit.i431
  %neg.i441 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i441, label %sign.i443, label %__modlink_format_i64.exit445

sign.i443:                                        ; preds = %digits.done.i440
  %sign.at.i444 = getelementptr inbounds i8, ptr %cursor.i433, i64 -2
  store i8 45, ptr %sign.at.i444, align 1
  br label %__modlink_format_i64.exit445

__modlink_format_i64.exit445:                     ; preds = %digits.done.i440, %sign.i443
  %start.i442 = phi ptr [ %digit.at.i434, %digits.done.i440 ], [ %sign.at.i444, %sign.i443 ]
  %part81 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i442, ptr %part81, align 8
  %missing.i446 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i446, label %common.ret, label %call.i447

call.i447:                                        ; preds = %__modlink_format_i64.exit445
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at82 = getelementptr inbounds i8, ptr %B.dltensor, i64 24
  %B.shape = load ptr, ptr %shape.at82, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %mag.i449 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i450 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i450, align 1
  br label %digit.i451

digit.i451:                                       ; preds = %digit.i451, %check13.fail
  %remaining.i452 = phi i64 [ %mag.i449, %check13.fail ], [ %rest.i458, %digit.i451 ]
  %cursor.i453 = phi ptr [ %end.i450, %check13.fail ], [ %digit.at.i454, %digit.i451 ]
  %digit.at.i454 = getelementptr inbounds i8, ptr %cursor.i453, i64 -1
  %digit1.i455 = urem i64 %remaining.i452, 10
  %digit.byte.i456 = trunc nuw nsw i64 %digit1.i455 to i8
  %ascii.i457 = or disjoint i8 %digit.byte.i456, 48
  store i8 %ascii.i457, ptr %digit.at.i454, align 1
  %rest.i458 = udiv i64 %remaining.i452, 10
  %more.not.i459 = icmp ult i64 %remaining.i452, 10
  br i1 %more.not.i459, label %digits.done.i460, label %digit.i451

digits.done.i460:                                 ; preds = %digit.i451
  %neg.i461 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i461, label %sign.i463, label %__modlink_format_i64.exit465

sign.i463:                                        ; preds = %digits.done.i460
  %sign.at.i464 = getelementptr inbounds i8, ptr %cursor.i453, i64 -2
  store i8 45, ptr %sign.at.i464, align 1
  br label %__modlink_format_i64.exit465

__modlink_format_i64.exit465:                     ; preds = %digits.done.i460, %sign.i463
  %start.i462 = phi ptr [ %digit.at.i454, %digits.done.i460 ], [ %sign.at.i464, %sign.i463 ]
  %part86 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i462, ptr %part86, align 8
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part87, align 8
  %mag.i466 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i467 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i467, align 1
  br label %digit.i468

digit.i468:                                       ; preds = %digit.i468, %__modlink_format_i64.exit465
  %remaining.i469 = phi i64 [ %mag.i466, %__modlink_format_i64.exit465 ], [ %rest.i475, %digit.i468 ]
  %cursor.i470 = phi ptr [ %end.i467, %__modlink_format_i64.exit465 ], [ %digit.at.i471, %digit.i468 ]
  %digit.at.i471 = getelementptr inbounds i8, ptr %cursor.i470, i64 -1
  %digit1.i472 = urem i64 %remaining.i469, 10
  %digit.byte.i473 = trunc nuw nsw i64 %digit1.i472 to i8
  %ascii.i474 = or disjoint i8 %digit.byte.i473, 48
  store i8 %ascii.i474, ptr %digit.at.i471, align 1
  %rest.i475 = udiv i64 %remaining.i469, 10
  %more.not.i476 = icmp ult i64 %remaining.i469, 10
  br i1 %more.not.i476, label %digits.done.i477, label %digit.i468

digits.done.i477:                                 ; preds = %digit.i468
  %neg.i478 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i478, label %sign.i480, label %__modlink_format_i64.exit482

sign.i480:                                        ; preds = %digits.done.i477
  %sign.at.i481 = getelementptr inbounds i8, ptr %cursor.i470, i64 -2
  store i8 45, ptr %sign.at.i481, align 1
  br label %__modlink_format_i64.exit482

__modlink_format_i64.exit482:                     ; preds = %digits.done.i477, %sign.i480
  %start.i479 = phi ptr [ %digit.at.i471, %digits.done.i477 ], [ %sign.at.i481, %sign.i480 ]
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i479, ptr %part89, align 8
  %missing.i483 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i483, label %common.ret, label %call.i484

call.i484:                                        ; preds = %__modlink_format_i64.exit482
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at90 = getelementptr inbounds i8, ptr %B.dltensor, i64 32
  %B.strides = load ptr, ptr %strides.at90, align 8
  %has_strides91.not = icmp eq ptr %B.strides, null
  br i1 %has_strides91.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok93 = icmp eq i64 %B.stride0, 1
  %unit94 = icmp eq i64 %A.shape0, 1
  %stride.ok95 = or i1 %unit94, %stride.ok93
  br i1 %stride.ok95, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data104 = load ptr, ptr %B.dltensor, align 8
  %data104708 = ptrtoint ptr %data104 to i64
  %byte_offset.at105 = getelementptr inbounds i8, ptr %B.dltensor, i64 40
  %byte_offset106 = load i64, ptr %byte_offset.at105, align 8
  %B.data = getelementptr i8, ptr %data104, i64 %byte_offset106
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i486 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i487 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i487, align 1
  br label %digit.i488

digit.i488:                                       ; preds = %digit.i488, %check14.fail
  %remaining.i489 = phi i64 [ %mag.i486, %check14.fail ], [ %rest.i495, %digit.i488 ]
  %cursor.i490 = phi ptr [ %end.i487, %check14.fail ], [ %digit.at.i491, %digit.i488 ]
  %digit.at.i491 = getelementptr inbounds i8, ptr %cursor.i490, i64 -1
  %digit1.i492 = urem i64 %remaining.i489, 10
  %digit.byte.i493 = trunc nuw nsw i64 %digit1.i492 to i8
  %ascii.i494 = or disjoint i8 %digit.byte.i493, 48
  store i8 %ascii.i494, ptr %digit.at.i491, align 1
  %rest.i495 = udiv i64 %remaining.i489, 10
  %more.not.i496 = icmp ult i64 %remaining.i489, 10
  br i1 %more.not.i496, label %digits.done.i497, label %digit.i488

digits.done.i497:                                 ; preds = %digit.i488
  %neg.i498 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i498, label %sign.i500, label %__modlink_format_i64.exit502

sign.i500:                                        ; preds = %digits.done.i497
  %sign.at.i501 = getelementptr inbounds i8, ptr %cursor.i490, i64 -2
  store i8 45, ptr %sign.at.i501, align 1
  br label %__modlink_format_i64.exit502

__modlink_format_i64.exit502:                     ; preds = %digits.done.i497, %sign.i500
  %start.i499 = phi ptr [ %digit.at.i491, %digits.done.i497 ], [ %sign.at.i501, %sign.i500 ]
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i499, ptr %part98, align 8
  %part99 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part99, align 8
  %end.i503 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i503, align 1
  %digit.at.i507 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i507, align 1
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i507, ptr %part101, align 8
  %missing.i516 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i516, label %common.ret, label %call.i517

call.i517:                                        ; preds = %__modlink_format_i64.exit502
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i519 = zext i32 %7 to i64
  %end.i520 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i520, align 1
  br label %digit.i521

digit.i521:                                       ; preds = %digit.i521, %check15.fail
  %remaining.i522 = phi i64 [ %mag.i519, %check15.fail ], [ %rest.i528, %digit.i521 ]
  %cursor.i523 = phi ptr [ %end.i520, %check15.fail ], [ %digit.at.i524, %digit.i521 ]
  %digit.at.i524 = getelementptr inbounds i8, ptr %cursor.i523, i64 -1
  %digit1.i525 = urem i64 %remaining.i522, 10
  %digit.byte.i526 = trunc nuw nsw i64 %digit1.i525 to i8
  %ascii.i527 = or disjoint i8 %digit.byte.i526, 48
  store i8 %ascii.i527, ptr %digit.at.i524, align 1
  %rest.i528 = udiv i64 %remaining.i522, 10
  %more.not.i529 = icmp ult i64 %remaining.i522, 10
  br i1 %more.not.i529, label %digits.done.i530, label %digit.i521

digits.done.i530:                                 ; preds = %digit.i521
  %neg.i531 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i531, label %sign.i533, label %__modlink_format_i64.exit535

sign.i533:                                        ; preds = %digits.done.i530
  %sign.at.i534 = getelementptr inbounds i8, ptr %cursor.i523, i64 -2
  store i8 45, ptr %sign.at.i534, align 1
  br label %__modlink_format_i64.exit535

__modlink_format_i64.exit535:                     ; preds = %digits.done.i530, %sign.i533
  %start.i532 = phi ptr [ %digit.at.i524, %digits.done.i530 ], [ %sign.at.i534, %sign.i533 ]
  %part115 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i532, ptr %part115, align 8
  %missing.i536 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i536, label %common.ret, label %call.i537

call.i537:                                        ; preds = %__modlink_format_i64.exit535
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr inbounds i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null116.not = icmp eq ptr %C.ptr, null
  br i1 %null116.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %missing.i539 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i539, label %common.ret, label %call.i540

call.i540:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at119 = getelementptr inbounds i8, ptr %C.dltensor, i64 16
  %C.ndim = load i32, ptr %ndim.at119, align 4
  %ndim.ok120 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok120, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i542 = zext i32 %8 to i64
  %end.i543 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i543, align 1
  br label %digit.i544

digit.i544:                                       ; preds = %digit.i544, %check17.fail
  %remaining.i545 = phi i64 [ %mag.i542, %check17.fail ], [ %rest.i551, %digit.i544 ]
  %cursor.i546 = phi ptr [ %end.i543, %check17.fail ], [ %digit.at.i547, %digit.i544 ]
  %digit.at.i547 = getelementptr inbounds i8, ptr %cursor.i546, i64 -1
  %digit1.i548 = urem i64 %remaining.i545, 10
  %digit.byte.i549 = trunc nuw nsw i64 %digit1.i548 to i8
  %ascii.i550 = or disjoint i8 %digit.byte.i549, 48
  store i8 %ascii.i550, ptr %digit.at.i547, align 1
  %rest.i551 = udiv i64 %remaining.i545, 10
  %more.not.i552 = icmp ult i64 %remaining.i545, 10
  br i1 %more.not.i552, label %digits.done.i553, label %digit.i544

digits.done.i553:                                 ; preds = %digit.i544
  %neg.i554 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i554, label %sign.i556, label %__modlink_format_i64.exit558

sign.i556:                                        ; preds = %digits.done.i553
  %sign.at.i557 = getelementptr inbounds i8, ptr %cursor.i546, i64 -2
  store i8 45, ptr %sign.at.i557, align 1
  br label %__modlink_format_i64.exit558

__modlink_format_i64.exit558:                     ; preds = %digits.done.i553, %sign.i556
  %start.i555 = phi ptr [ %digit.at.i547, %digits.done.i553 ], [ %sign.at.i557, %sign.i556 ]
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i555, ptr %part124, align 8
  %missing.i559 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i559, label %common.ret, label %call.i560

call.i560:                                        ; preds = %__modlink_format_i64.exit558
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at125 = getelementptr inbounds i8, ptr %C.dltensor, i64 20
  %bits.at127 = getelementptr inbounds i8, ptr %C.dltensor, i64 21
  %lanes.at128 = getelementptr inbounds i8, ptr %C.dltensor, i64 22
  %code129 = load i8, ptr %dtype.at125, align 1
  %bits130 = load i8, ptr %bits.at127, align 1
  %lanes131 = load i16, ptr %lanes.at128, align 2
  %code.ok132 = icmp eq i8 %code129, 2
  %bits.ok133 = icmp eq i8 %bits130, 32
  %lanes.ok134 = icmp eq i16 %lanes131, 1
  %dtype.ok135 = and i1 %code.ok132, %bits.ok133
  %dtype.ok136 = and i1 %dtype.ok135, %lanes.ok134
  br i1 %dtype.ok136, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes139 = zext i16 %lanes131 to i64
  %code137 = zext i8 %code129 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i563 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i563, align 1
  br label %digit.i564

digit.i564:                                       ; preds = %digit.i564, %check18.fail
  %remaining.i565 = phi i64 [ %code137, %check18.fail ], [ %rest.i571, %digit.i564 ]
  %cursor.i566 = phi ptr [ %end.i563, %check18.fail ], [ %digit.at.i567, %digit.i564 ]
  %digit.at.i567 = getelementptr inbounds i8, ptr %cursor.i566, i64 -1
  %digit1.i568 = urem i64 %remaining.i565, 10
  %digit.byte.i569 = trunc nuw nsw i64 %digit1.i568 to i8
  %ascii.i570 = or disjoint i8 %digit.byte.i569, 48
  store i8 %ascii.i570, ptr %digit.at.i567, align 1
  %rest.i571 = udiv i64 %remaining.i565, 10
  %more.not.i572 = icmp ult i64 %remaining.i565, 10
  br i1 %more.not.i572, label %__modlink_format_i64.exit578, label %digit.i564

__modlink_format_i64.exit578:                     ; preds = %digit.i564
  %bits138 = zext i8 %bits130 to i64
  %part142 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i567, ptr %part142, align 8
  %part143 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part143, align 8
  %end.i580 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i580, align 1
  br label %digit.i581

digit.i581:                                       ; preds = %digit.i581, %__modlink_format_i64.exit578
  %remaining.i582 = phi i64 [ %bits138, %__modlink_format_i64.exit578 ], [ %rest.i588, %digit.i581 ]
  %cursor.i583 = phi ptr [ %end.i580, %__modlink_format_i64.exit578 ], [ %digit.at.i584, %digit.i581 ]
  %digit.at.i584 = getelementptr inbounds i8, ptr %cursor.i583, i64 -1
  %digit1.i585 = urem i64 %remaining.i582, 10
  %digit.byte.i586 = trunc nuw nsw i64 %digit1.i585 to i8
  %ascii.i587 = or disjoint i8 %digit.byte.i586, 48
  store i8 %ascii.i587, ptr %digit.at.i584, align 1
  %rest.i588 = udiv i64 %remaining.i582, 10
  %more.not.i589 = icmp ult i64 %remaining.i582, 10
  br i1 %more.not.i589, label %__modlink_format_i64.exit595, label %digit.i581

__modlink_format_i64.exit595:                     ; preds = %digit.i581
  %part145 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i584, ptr %part145, align 8
  %part146 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part146, align 8
  %end.i597 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i597, align 1
  br label %digit.i598

digit.i598:                                       ; preds = %digit.i598, %__modlink_format_i64.exit595
  %remaining.i599 = phi i64 [ %lanes139, %__modlink_format_i64.exit595 ], [ %rest.i605, %digit.i598 ]
  %cursor.i600 = phi ptr [ %end.i597, %__modlink_format_i64.exit595 ], [ %digit.at.i601, %digit.i598 ]
  %digit.at.i601 = getelementptr inbounds i8, ptr %cursor.i600, i64 -1
  %digit1.i602 = urem i64 %remaining.i599, 10
  %digit.byte.i603 = trunc nuw nsw i64 %digit1.i602 to i8
  %ascii.i604 = or disjoint i8 %digit.byte.i603, 48
  store i8 %ascii.i604, ptr %digit.at.i601, align 1
  %rest.i605 = udiv i64 %remaining.i599, 10
  %more.not.i606 = icmp ult i64 %remaining.i599, 10
  br i1 %more.not.i606, label %__modlink_format_i64.exit612, label %digit.i598

__modlink_format_i64.exit612:                     ; preds = %digit.i598
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i601, ptr %part148, align 8
  %missing.i613 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i613, label %common.ret, label %call.i614

call.i614:                                        ; preds = %__modlink_format_i64.exit612
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at149 = getelementptr inbounds i8, ptr %C.dltensor, i64 8
  %C.device_type = load i32, ptr %device.at149, align 4
  %device.ok150 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok150, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i616 = zext i32 %9 to i64
  %end.i617 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i617, align 1
  br label %digit.i618

digit.i618:                                       ; preds = %digit.i618, %check19.fail
  %remaining.i619 = phi i64 [ %mag.i616, %check19.fail ], [ %rest.i625, %digit.i618 ]
  %cursor.i620 = phi ptr [ %end.i617, %check19.fail ], [ %digit.at.i621, %digit.i618 ]
  %digit.at.i621 = getelementptr inbounds i8, ptr %cursor.i620, i64 -1
  %digit1.i622 = urem i64 %remaining.i619, 10
  %digit.byte.i623 = trunc nuw nsw i64 %digit1.i622 to i8
  %ascii.i624 = or disjoint i8 %digit.byte.i623, 48
  store i8 %ascii.i624, ptr %digit.at.i621, align 1
  %rest.i625 = udiv i64 %remaining.i619, 10
  %more.not.i626 = icmp ult i64 %remaining.i619, 10
  br i1 %more.not.i626, label %digits.done.i627, label %digit.i618

digits.done.i627:                                 ; preds = %digit.i618
  %neg.i628 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i628, label %sign.i630, label %__modlink_format_i64.exit632

sign.i630:                                        ; preds = %digits.done.i627
  %sign.at.i631 = getelementptr inbounds i8, ptr %cursor.i620, i64 -2
  store i8 45, ptr %sign.at.i631, align 1
  br label %__modlink_format_i64.exit632

__modlink_format_i64.exit632:                     ; preds = %digits.done.i627, %sign.i630
  %start.i629 = phi ptr [ %digit.at.i621, %digits.done.i627 ], [ %sign.at.i631, %sign.i630 ]
  %part154 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i629, ptr %part154, align 8
  %missing.i633 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i633, label %common.ret, label %call.i634

call.i634:                                        ; preds = %__modlink_format_i64.exit632
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at155 = getelementptr inbounds i8, ptr %C.dltensor, i64 24
  %C.shape = load ptr, ptr %shape.at155, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok157 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok157, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %mag.i636 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i637 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i637, align 1
  br label %digit.i638

digit.i638:                                       ; preds = %digit.i638, %check20.fail
  %remaining.i639 = phi i64 [ %mag.i636, %check20.fail ], [ %rest.i645, %digit.i638 ]
  %cursor.i640 = phi ptr [ %end.i637, %check20.fail ], [ %digit.at.i641, %digit.i638 ]
  %digit.at.i641 = getelementptr inbounds i8, ptr %cursor.i640, i64 -1
  %digit1.i642 = urem i64 %remaining.i639, 10
  %digit.byte.i643 = trunc nuw nsw i64 %digit1.i642 to i8
  %ascii.i644 = or disjoint i8 %digit.byte.i643, 48
  store i8 %ascii.i644, ptr %digit.at.i641, align 1
  %rest.i645 = udiv i64 %remaining.i639, 10
  %more.not.i646 = icmp ult i64 %remaining.i639, 10
  br i1 %more.not.i646, label %digits.done.i647, label %digit.i638

digits.done.i647:                                 ; preds = %digit.i638
  %neg.i648 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i648, label %sign.i650, label %__modlink_format_i64.exit652

sign.i650:                                        ; preds = %digits.done.i647
  %sign.at.i651 = getelementptr inbounds i8, ptr %cursor.i640, i64 -2
  store i8 45, ptr %sign.at.i651, align 1
  br label %__modlink_format_i64.exit652

__modlink_format_i64.exit652:                     ; preds = %digits.done.i647, %sign.i650
  %start.i649 = phi ptr [ %digit.at.i641, %digits.done.i647 ], [ %sign.at.i651, %sign.i650 ]
  %part160 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i649, ptr %part160, align 8
  %part161 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.18, ptr %part161, align 8
  %mag.i653 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i654 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i654, align 1
  br label %digit.i655

digit.i655:                                       ; preds = %digit.i655, %__modlink_format_i64.exit652
  %remaining.i656 = phi i64 [ %mag.i653, %__modlink_format_i64.exit652 ], [ %rest.i662, %digit.i655 ]
  %cursor.i657 = phi ptr [ %end.i654, %__modlink_format_i64.exit652 ], [ %digit.at.i658, %digit.i655 ]
  %digit.at.i658 = getelementptr inbounds i8, ptr %cursor.i657, i64 -1
  %digit1.i659 = urem i64 %remaining.i656, 10
  %digit.byte.i660 = trunc nuw nsw i64 %digit1.i659 to i8
  %ascii.i661 = or disjoint i8 %digit.byte.i660, 48
  store i8 %ascii.i661, ptr %digit.at.i658, align 1
  %rest.i662 = udiv i64 %remaining.i656, 10
  %more.not.i663 = icmp ult i64 %remaining.i656, 10
  br i1 %more.not.i663, label %digits.done.i664, label %digit.i655

digits.done.i664:                                 ; preds = %digit.i655
  %neg.i665 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i665, label %sign.i667, label %__modlink_format_i64.exit669

sign.i667:                                        ; preds = %digits.done.i664
  %sign.at.i668 = getelementptr inbounds i8, ptr %cursor.i657, i64 -2
  store i8 45, ptr %sign.at.i668, align 1
  br label %__modlink_format_i64.exit669

__modlink_format_i64.exit669:                     ; preds = %digits.done.i664, %sign.i667
  %start.i666 = phi ptr [ %digit.at.i658, %digits.done.i664 ], [ %sign.at.i668, %sign.i667 ]
  %part163 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i666, ptr %part163, align 8
  %missing.i670 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i670, label %common.ret, label %call.i671

call.i671:                                        ; preds = %__modlink_format_i64.exit669
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at164 = getelementptr inbounds i8, ptr %C.dltensor, i64 32
  %C.strides = load ptr, ptr %strides.at164, align 8
  %has_strides165.not = icmp eq ptr %C.strides, null
  br i1 %has_strides165.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok167 = icmp eq i64 %C.stride0, 1
  %unit168 = icmp eq i64 %A.shape0, 1
  %stride.ok169 = or i1 %unit168, %stride.ok167
  br i1 %stride.ok169, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data178 = load ptr, ptr %C.dltensor, align 8
  %data178706 = ptrtoint ptr %data178 to i64
  %byte_offset.at179 = getelementptr inbounds i8, ptr %C.dltensor, i64 40
  %byte_offset180 = load i64, ptr %byte_offset.at179, align 8
  %C.data = getelementptr i8, ptr %data178, i64 %byte_offset180
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader713, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %10 = add i64 %byte_offset180, %data178706
  %11 = add i64 %byte_offset, %data707
  %12 = sub i64 %10, %11
  %diff.check = icmp ult i64 %12, 64
  %13 = add i64 %byte_offset106, %data104708
  %14 = sub i64 %10, %13
  %diff.check709 = icmp ult i64 %14, 64
  %conflict.rdx = or i1 %diff.check, %diff.check709
  br i1 %conflict.rdx, label %for.i.body.i.preheader713, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, 9223372036854775792
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %C.data, i64 %index
  %16 = getelementptr inbounds float, ptr %A.data, i64 %index
  %17 = getelementptr inbounds i8, ptr %16, i64 32
  %wide.load = load <8 x float>, ptr %16, align 4
  %wide.load710 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %B.data, i64 %index
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %wide.load711 = load <8 x float>, ptr %18, align 4
  %wide.load712 = load <8 x float>, ptr %19, align 4
  %20 = fadd <8 x float> %wide.load, %wide.load711
  %21 = fadd <8 x float> %wide.load710, %wide.load712
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  store <8 x float> %20, ptr %15, align 4
  store <8 x float> %21, ptr %22, align 4
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader713

for.i.body.i.preheader713:                        ; preds = %middle.block, %vector.memcheck, %for.i.body.i.preheader
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %A.shape0, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader713, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader713 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader713 ]
  %C.addr.i.prol = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, ptr %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, ptr %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, ptr %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !7

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader713
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader713 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %24 = sub nsw i64 %i.addr.02.i.ph, %A.shape0
  %25 = icmp ugt i64 %24, -4
  br i1 %25, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.02.i = phi i64 [ %i.next.i.3, %for.i.body.i ], [ %i.addr.02.i.unr, %for.i.body.i.prol.loopexit ]
  %C.addr.i = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i
  %A.addr.i = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %B.addr.i = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i
  %B.elem.i = load float, ptr %B.addr.i, align 4
  %add.i = fadd float %A.elem.i, %B.elem.i
  store float %add.i, ptr %C.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.02.i, 1
  %C.addr.i.1 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i
  %A.addr.i.1 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %B.addr.i.1 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i
  %B.elem.i.1 = load float, ptr %B.addr.i.1, align 4
  %add.i.1 = fadd float %A.elem.i.1, %B.elem.i.1
  store float %add.i.1, ptr %C.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.02.i, 2
  %C.addr.i.2 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.1
  %A.addr.i.2 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.1
  %A.elem.i.2 = load float, ptr %A.addr.i.2, align 4
  %B.addr.i.2 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.1
  %B.elem.i.2 = load float, ptr %B.addr.i.2, align 4
  %add.i.2 = fadd float %A.elem.i.2, %B.elem.i.2
  store float %add.i.2, ptr %C.addr.i.2, align 4
  %i.next.i.2 = add nuw nsw i64 %i.addr.02.i, 3
  %C.addr.i.3 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.2
  %A.addr.i.3 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.2
  %A.elem.i.3 = load float, ptr %A.addr.i.3, align 4
  %B.addr.i.3 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.2
  %B.elem.i.3 = load float, ptr %B.addr.i.3, align 4
  %add.i.3 = fadd float %A.elem.i.3, %B.elem.i.3
  store float %add.i.3, ptr %C.addr.i.3, align 4
  %i.next.i.3 = add nuw nsw i64 %i.addr.02.i, 4
  %exitcond.not.i.3 = icmp eq i64 %i.next.i.3, %A.shape0
  br i1 %exitcond.not.i.3, label %common.ret, label %for.i.body.i, !llvm.loop !8

check21.fail:                                     ; preds = %C.strides.check
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i673 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i674 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i674, align 1
  br label %digit.i675

digit.i675:                                       ; preds = %digit.i675, %check21.fail
  %remaining.i676 = phi i64 [ %mag.i673, %check21.fail ], [ %rest.i682, %digit.i675 ]
  %cursor.i677 = phi ptr [ %end.i674, %check21.fail ], [ %digit.at.i678, %digit.i675 ]
  %digit.at.i678 = getelementptr inbounds i8, ptr %cursor.i677, i64 -1
  %digit1.i679 = urem i64 %remaining.i676, 10
  %digit.byte.i680 = trunc nuw nsw i64 %digit1.i679 to i8
  %ascii.i681 = or disjoint i8 %digit.byte.i680, 48
  store i8 %ascii.i681, ptr %digit.at.i678, align 1
  %rest.i682 = udiv i64 %remaining.i676, 10
  %more.not.i683 = icmp ult i64 %remaining.i676, 10
  br i1 %more.not.i683, label %digits.done.i684, label %digit.i675

digits.done.i684:                                 ; preds = %digit.i675
  %neg.i685 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i685, label %sign.i687, label %__modlink_format_i64.exit689

sign.i687:                                        ; preds = %digits.done.i684
  %sign.at.i688 = getelementptr inbounds i8, ptr %cursor.i677, i64 -2
  store i8 45, ptr %sign.at.i688, align 1
  br label %__modlink_format_i64.exit689

__modlink_format_i64.exit689:                     ; preds = %digits.done.i684, %sign.i687
  %start.i686 = phi ptr [ %digit.at.i678, %digits.done.i684 ], [ %sign.at.i688, %sign.i687 ]
  %part172 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i686, ptr %part172, align 8
  %part173 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.11, ptr %part173, align 8
  %end.i690 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i690, align 1
  %digit.at.i694 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i694, align 1
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i694, ptr %part175, align 8
  %missing.i703 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i703, label %common.ret, label %call.i704

call.i704:                                        ; preds = %__modlink_format_i64.exit689
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_vadd(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !1}
