	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	argmax_rows                     ; -- Begin function argmax_rows
	.p2align	8
	.type	argmax_rows,@function
argmax_rows:                            ; @argmax_rows
.Lfunc_begin0:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 50 0                          ; generate.py:50:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_and_b32 s1, ttmp6, 15
	s_add_co_i32 s0, s0, 1
	s_getreg_b32 s7, hwreg(HW_REG_IB_STS2, 6, 4)
	s_mul_i32 s0, ttmp9, s0
.Ltmp0:
	.loc	1 52 24 prologue_end            ; generate.py:52:24
	v_or_b32_e32 v1, 0x80, v0
	s_add_co_i32 s1, s1, s0
	s_cmp_eq_u32 s7, 0
	.loc	1 54 16                         ; generate.py:54:16
	v_lshlrev_b32_e32 v2, 2, v0
	s_cselect_b32 s7, ttmp9, s1
	.loc	1 53 18                         ; generate.py:53:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v0
	.loc	1 54 26                         ; generate.py:54:26
	s_mul_i32 s0, s6, s7
	.loc	1 54 16 is_stmt 0               ; generate.py:54:16
	v_lshlrev_b32_e32 v3, 2, v1
	.loc	1 54 20                         ; generate.py:54:20
	s_ashr_i32 s1, s0, 31
	s_mov_b32 s11, 0
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 54 16                         ; generate.py:54:16
	v_cndmask_b32_e32 v2, 0x80000000, v2, vcc_lo
	.loc	1 54 20                         ; generate.py:54:20
	s_add_nc_u64 s[2:3], s[2:3], s[0:1]
	.loc	1 53 18 is_stmt 1               ; generate.py:53:18
	v_cmp_gt_i32_e64 s0, s6, v1
	.loc	1 54 16                         ; generate.py:54:16
	s_or_b64 s[8:9], s[2:3], 0xfc00000000000000
	s_mov_b32 s10, 0xffffff
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_mov_b32 s2, exec_lo
.Ltmp2:
	.loc	1 54 16                         ; generate.py:54:16
	v_cndmask_b32_e64 v3, 0x80000000, v3, s0
	s_clause 0x1
	buffer_load_b32 v2, v2, s[8:11], null offen
	buffer_load_b32 v3, v3, s[8:11], null offen
	s_wait_loadcnt 0x1
	s_wait_xcnt 0x1
	v_cndmask_b32_e32 v2, 0xff800000, v2, vcc_lo
	s_wait_loadcnt 0x0
	v_cndmask_b32_e64 v3, 0xff800000, v3, s0
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp3:
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_ge_f32_e32 vcc_lo, v2, v3
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v1, v0
.Ltmp4:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,16)
.Ltmp5:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v2, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v1, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v2, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v4, v1
.Ltmp6:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,8)
	ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,8)
.Ltmp7:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v2, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v1, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v2, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v4, v1
.Ltmp8:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,4)
	ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,4)
.Ltmp9:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v2, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v1, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v2, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v4, v1
.Ltmp10:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,2)
	ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,2)
.Ltmp11:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v2, v3
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v1, v4
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v2, v3
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v2, v3, v2 :: v_dual_cndmask_b32 v3, v4, v1
.Ltmp12:
	.loc	1 52 24                         ; generate.py:52:24
	v_and_b32_e32 v1, 31, v0
.Ltmp13:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_swizzle_b32 v4, v2 offset:swizzle(SWAP,1)
	ds_swizzle_b32 v5, v3 offset:swizzle(SWAP,1)
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_2
; %bb.1:
.Ltmp14:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v2, v4
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v3, v5
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v2, v4
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v3, v5, v3 :: v_dual_lshrrev_b32 v6, 3, v0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
.Ltmp15:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_add_nc_u32_e32 v6, 0, v6
	ds_store_2addr_b32 v6, v2, v3 offset1:4
.LBB0_2:                                ; %.critedge
	.loc	2 0 58 is_stmt 0                ; standard.py:0:58
	s_or_b32 exec_lo, exec_lo, s2
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_cmp_gt_u32_e32 vcc_lo, 4, v0
	v_lshl_add_u32 v2, v0, 2, 0
	s_wait_dscnt 0x1
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.3:
	ds_load_b32 v4, v2
; %bb.4:
	.loc	2 0 58                          ; standard.py:0:58
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_and_saveexec_b32 s0, vcc_lo
; %bb.5:
	ds_load_b32 v3, v2 offset:16
; %bb.6:
	.loc	2 0 58                          ; standard.py:0:58
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_wait_dscnt 0x0
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,2)
	ds_swizzle_b32 v6, v3 offset:swizzle(SWAP,2)
	v_and_b32_e32 v7, 3, v0
.Ltmp16:
	.loc	2 149 24 is_stmt 1              ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e64 s0, v4, v5
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s1, v3, v6
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s2, v4, v5
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 s0, s2, s0
	.loc	2 153 35                        ; standard.py:153:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v4, v5, v4, s0 :: v_dual_cndmask_b32 v3, v6, v3, s0
.Ltmp17:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_cmp_eq_u32_e64 s0, 0, v7
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,1)
	ds_swizzle_b32 v6, v3 offset:swizzle(SWAP,1)
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_8
; %bb.7:
.Ltmp18:
	.loc	2 149 24                        ; standard.py:149:24 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x1
	v_cmp_eq_f32_e32 vcc_lo, v4, v5
	.loc	2 149 44 is_stmt 0              ; standard.py:149:44 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_wait_dscnt 0x0
	v_cmp_lt_i32_e64 s0, v3, v6
	.loc	2 152 18 is_stmt 1              ; standard.py:152:18 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_cmp_gt_f32_e64 s1, v4, v5
	.loc	2 149 35                        ; standard.py:149:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	2 152 28                        ; standard.py:152:28 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	s_or_b32 vcc_lo, s1, s0
	.loc	2 154 35                        ; standard.py:154:35 @[ standard.py:160:59 @[ standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ] ] ]
	v_dual_cndmask_b32 v3, v6, v3 :: v_dual_cndmask_b32 v4, v5, v4
.Ltmp19:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	ds_store_2addr_b32 v2, v4, v3 offset1:4
.Ltmp20:
.LBB0_8:                                ; %.critedge2
	.loc	2 0 58 is_stmt 0                ; standard.py:0:58
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 55 26 is_stmt 1               ; generate.py:55:26
	v_and_or_b32 v1, ttmp6, 15, v1
	v_cmp_gt_u32_e32 vcc_lo, 32, v0
.Ltmp21:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.Ltmp22:
	.loc	1 55 26                         ; generate.py:55:26
	v_cmp_eq_u32_e64 s0, 0, v1
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
; %bb.9:
.Ltmp23:
	.loc	2 181 58                        ; standard.py:181:58 @[ standard.py:198:26 @[ generate.py:55:36 ] ]
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s7
	ds_load_b32 v0, v0 offset:16
.Ltmp24:
	.loc	1 55 26                         ; generate.py:55:26
	s_wait_dscnt 0x0
	global_store_b32 v1, v0, s[4:5] scale_offset
.LBB0_10:
	.loc	1 55 4 is_stmt 0                ; generate.py:55:4
	s_endpgm
.Ltmp25:
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 7
		.amdhsa_round_robin_scheduling 0
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
	.set argmax_rows.num_vgpr, 8
	.set argmax_rows.num_agpr, 0
	.set argmax_rows.numbered_sgpr, 12
	.set argmax_rows.num_named_barrier, 0
	.set argmax_rows.private_seg_size, 0
	.set argmax_rows.uses_vcc, 1
	.set argmax_rows.uses_flat_scratch, 0
	.set argmax_rows.has_dyn_sized_stack, 0
	.set argmax_rows.has_recursion, 0
	.set argmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 888
; TotalNumSgprs: 14
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 8
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
  - .args:
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
    .max_flat_workgroup_size: 128
    .name:           argmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         argmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
