	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_rows                     ; -- Begin function argmax_rows
	.p2align	8
	.type	argmax_rows,@function
argmax_rows:                            ; @argmax_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.11:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 50 0 prologue_end             ; generate.py:50:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.12:
.LBB0_0:
.Ltmp1:
	.loc	1 54 26 is_stmt 1               ; generate.py:54:26
	s_mul_i32 s0, s6, s12
	.loc	1 54 20 is_stmt 0               ; generate.py:54:20
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 54 16                         ; generate.py:54:16
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v2, 1
	.loc	1 53 18 is_stmt 1               ; generate.py:53:18
	v_cmp_gt_i32_e32 vcc, s6, v0
	.loc	1 54 16                         ; generate.py:54:16
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	s_mov_b32 s2, 0x7ffffffe
	v_cndmask_b32_e32 v2, v2, v1, vcc
	buffer_load_dword v2, v2, s[0:3], 0 offen
	v_mov_b32_e32 v3, 0xff800000
.Ltmp2:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_xor_b32_e32 v1, 0x80, v1
	ds_bpermute_b32 v4, v1, v0
.Ltmp3:
	.loc	1 52 24                         ; generate.py:52:24
	v_and_b32_e32 v5, 63, v0
	.loc	1 54 16                         ; generate.py:54:16
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, v3, v2, vcc
.Ltmp4:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_bpermute_b32 v1, v1, v2
.Ltmp5:
	.loc	2 149 44                        ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_i32_e32 vcc, v0, v4
	.loc	2 149 24 is_stmt 0              ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s[0:1], v2, v1
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v2, v1
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 vcc, s[2:3], s[0:1]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v1, v1, v2, vcc
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v3, v4, v0, vcc
.Ltmp6:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)
	ds_swizzle_b32 v4, v3 offset:swizzle(SWAP,16)
.Ltmp7:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc, v1, v2
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_i32_e64 s[2:3], v3, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v2
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v1, v2, v1, vcc
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v3, vcc
.Ltmp8:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	s_nop 0
	v_mov_b32_dpp v3, v3 row_shr:8 row_mask:0xf bank_mask:0xc
	v_mov_b32_dpp v4, v4 row_shr:8 row_mask:0xf bank_mask:0xc
	s_nop 0
	v_mov_b32_dpp v3, v1 row_shl:8 row_mask:0xf bank_mask:0x3
	v_mov_b32_dpp v4, v2 row_shl:8 row_mask:0xf bank_mask:0x3
.Ltmp9:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v1, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v2, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v1, v3, v1, vcc
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc
.Ltmp10:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	s_nop 0
	v_mov_b32_dpp v3, v3 row_shr:4 row_mask:0xf bank_mask:0xa
	v_mov_b32_dpp v4, v4 row_shr:4 row_mask:0xf bank_mask:0xa
	s_nop 0
	v_mov_b32_dpp v3, v1 row_shl:4 row_mask:0xf bank_mask:0x5
	v_mov_b32_dpp v4, v2 row_shl:4 row_mask:0xf bank_mask:0x5
.Ltmp11:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v1, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v2, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v1, v3, v1, vcc
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc
.Ltmp12:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
.Ltmp13:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e32 vcc, v1, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v2, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 vcc, s[0:1], s[2:3]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v1, v3, v1, vcc
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc
.Ltmp14:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v2
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_mov_b32_dpp v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
.Ltmp15:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v1, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v2, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v1, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], s[2:3], s[6:7]
.Ltmp16:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_lshrrev_b32_e32 v5, 4, v0
.Ltmp17:
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[2:3]
.Ltmp18:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_add_u32_e32 v5, 0, v5
.Ltmp19:
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e64 v2, v4, v2, s[0:1]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e64 v1, v3, v1, s[0:1]
.Ltmp20:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_write2_b32 v5, v1, v2 offset1:4
.LBB0_2:                                ; %.critedge
	.loc	2 0 58 is_stmt 0                ; standard.py:0:58
	s_or_b64 exec, exec, s[8:9]
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_cmp_gt_u32_e64 s[0:1], 4, v0
	v_lshl_add_u32 v1, v0, 2, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.3:
	ds_read_b32 v3, v1
; %bb.4:
	.loc	2 0 58                          ; standard.py:0:58
	s_or_b64 exec, exec, s[2:3]
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_and_saveexec_b64 s[2:3], s[0:1]
; %bb.5:
	ds_read_b32 v2, v1 offset:16
; %bb.6:
	.loc	2 0 58                          ; standard.py:0:58
	s_or_b64 exec, exec, s[2:3]
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v2
	v_and_b32_e32 v6, 3, v0
	v_mov_b32_dpp v4, v4 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
.Ltmp21:
	.loc	2 149 24 is_stmt 1              ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v3, v4
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v2, v5
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[6:7], s[2:3], s[6:7]
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[2:3], v3, v4
	.loc	2 152 28 is_stmt 0              ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 153 35 is_stmt 1              ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[2:3]
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e64 v2, v5, v2, s[2:3]
.Ltmp22:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v2
	v_cmp_eq_u32_e64 s[2:3], 0, v6
	v_mov_b32_dpp v4, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
.Ltmp23:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_eq_f32_e64 s[2:3], v3, v4
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_lt_i32_e64 s[6:7], v2, v5
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v4
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b64 s[2:3], s[2:3], s[6:7]
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e64 v2, v5, v2, s[0:1]
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
.Ltmp24:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_write2_b32 v1, v3, v2 offset1:4
.Ltmp25:
.LBB0_8:                                ; %.critedge2
	.loc	2 0 58 is_stmt 0                ; standard.py:0:58
	s_or_b64 exec, exec, s[8:9]
	.loc	1 55 26 is_stmt 1               ; generate.py:55:26
	v_cmp_gt_u32_e64 s[0:1], 64, v0
	s_and_b64 s[0:1], vcc, s[0:1]
.Ltmp26:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp27:
	.loc	1 55 26                         ; generate.py:55:26
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 55 21 is_stmt 0               ; generate.py:55:21
	v_mov_b32_e32 v0, 0
.Ltmp28:
	.loc	2 181 58 is_stmt 1              ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_read_b32 v1, v0 offset:16
.Ltmp29:
	.loc	1 55 21                         ; generate.py:55:21
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[0:1], s[12:13], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	.loc	1 55 26 is_stmt 0               ; generate.py:55:26
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_10:
	.loc	1 55 4                          ; generate.py:55:4
	s_endpgm
.Ltmp30:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel argmax_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	argmax_rows, .Lfunc_end0-argmax_rows
	.cfi_endproc
                                        ; -- End function
	.set argmax_rows.num_vgpr, 7
	.set argmax_rows.num_agpr, 0
	.set argmax_rows.numbered_sgpr, 14
	.set argmax_rows.num_named_barrier, 0
	.set argmax_rows.private_seg_size, 0
	.set argmax_rows.uses_vcc, 1
	.set argmax_rows.uses_flat_scratch, 0
	.set argmax_rows.has_dyn_sized_stack, 0
	.set argmax_rows.has_recursion, 0
	.set argmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1132
; TotalNumSgprs: 20
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x33 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	55                              ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	198                             ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x59:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	181                             ; DW_AT_call_line
	.byte	58                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x65:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	160                             ; DW_AT_call_line
	.byte	59                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"generate.py"                   ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=19
.Linfo_string3:
	.asciz	"argmax_rows"                   ; string offset=48
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           argmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         argmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
