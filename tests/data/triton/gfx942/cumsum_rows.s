	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	cumsum_rows                     ; -- Begin function cumsum_rows
	.p2align	8
	.type	cumsum_rows,@function
cumsum_rows:                            ; @cumsum_rows
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.3:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 41 0 prologue_end             ; generate.py:41:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.4:
.LBB0_0:
.Ltmp1:
	.loc	1 45 26 is_stmt 1               ; generate.py:45:26
	s_mul_i32 s0, s6, s12
	.loc	1 45 20 is_stmt 0               ; generate.py:45:20
	s_ashr_i32 s1, s0, 31
	.loc	1 43 24 is_stmt 1               ; generate.py:43:24
	v_or_b32_e32 v2, 0x100, v0
	.loc	1 45 20                         ; generate.py:45:20
	s_lshl_b64 s[0:1], s[0:1], 2
	.loc	1 45 16 is_stmt 0               ; generate.py:45:16
	v_lshlrev_b32_e32 v1, 2, v0
	v_bfrev_b32_e32 v5, 1
	.loc	1 44 18 is_stmt 1               ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc, s6, v0
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v3, 0x200, v0
	.loc	1 45 20                         ; generate.py:45:20
	s_add_u32 s8, s2, s0
	.loc	1 45 16 is_stmt 0               ; generate.py:45:16
	v_cndmask_b32_e32 v1, v5, v1, vcc
	v_lshlrev_b32_e32 v6, 2, v2
	.loc	1 44 18 is_stmt 1               ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc, s6, v2
	.loc	1 43 24                         ; generate.py:43:24
	v_or_b32_e32 v4, 0x300, v0
	.loc	1 45 20                         ; generate.py:45:20
	s_addc_u32 s2, s3, s1
	.loc	1 45 16 is_stmt 0               ; generate.py:45:16
	v_cndmask_b32_e32 v2, v5, v6, vcc
	v_lshlrev_b32_e32 v6, 2, v3
	.loc	1 44 18 is_stmt 1               ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc, s6, v3
	.loc	1 45 16                         ; generate.py:45:16
	s_and_b32 s9, s2, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v3, v5, v6, vcc
	v_lshlrev_b32_e32 v6, 2, v4
	.loc	1 44 18                         ; generate.py:44:18
	v_cmp_gt_i32_e32 vcc, s6, v4
	.loc	1 43 24                         ; generate.py:43:24
	v_and_b32_e32 v9, 63, v0
.Ltmp2:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_lshlrev_b32_e32 v11, 2, v9
.Ltmp3:
	.loc	1 45 16                         ; generate.py:45:16
	v_cndmask_b32_e32 v4, v5, v6, vcc
	buffer_load_dword v5, v1, s[8:11], 0 offen
	buffer_load_dword v6, v2, s[8:11], 0 offen
	buffer_load_dword v7, v3, s[8:11], 0 offen
	buffer_load_dword v8, v4, s[8:11], 0 offen
.Ltmp4:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_add_u32_e32 v12, -8, v11
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_add_u32_e32 v13, -16, v11
	v_subrev_u32_e32 v14, 32, v11
	v_cndmask_b32_e32 v12, v12, v11, vcc
	v_cmp_gt_u32_e32 vcc, 4, v9
	v_sub_u32_e64 v10, v9, 1 clamp
	v_subrev_u32_e32 v15, 64, v11
	v_cndmask_b32_e32 v13, v13, v11, vcc
	v_cmp_gt_u32_e32 vcc, 8, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_add_u32_e32 v16, 0xffffff80, v11
	v_cndmask_b32_e32 v14, v14, v11, vcc
	v_cmp_gt_u32_e32 vcc, 16, v9
.Ltmp5:
	.loc	1 43 24                         ; generate.py:43:24
	v_lshrrev_b32_e32 v0, 6, v0
.Ltmp6:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	s_waitcnt vmcnt(2)
	ds_bpermute_b32 v17, v10, v6
	v_cndmask_b32_e32 v15, v15, v11, vcc
	v_cmp_gt_u32_e32 vcc, 32, v9
	s_waitcnt vmcnt(1)
	ds_bpermute_b32 v18, v10, v7
	v_cndmask_b32_e32 v11, v16, v11, vcc
	ds_bpermute_b32 v16, v10, v5
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v10, v10, v8
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_waitcnt lgkmcnt(1)
	s_nop 0
	v_cndmask_b32_e64 v16, v16, 0, vcc
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_cndmask_b32_e64 v18, v18, 0, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_add_u32_e32 v5, v16, v5
	v_add_u32_e32 v6, v17, v6
	v_add_u32_e32 v7, v18, v7
	v_add_u32_e32 v8, v10, v8
	ds_bpermute_b32 v10, v12, v5
	ds_bpermute_b32 v16, v12, v6
	ds_bpermute_b32 v17, v12, v7
	ds_bpermute_b32 v12, v12, v8
	v_cmp_lt_u32_e32 vcc, 1, v9
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v17, 0, v17, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_u32_e32 v5, v5, v10
	v_add_u32_e32 v6, v6, v16
	v_add_u32_e32 v7, v7, v17
	v_add_u32_e32 v8, v8, v12
	ds_bpermute_b32 v10, v13, v5
	ds_bpermute_b32 v12, v13, v6
	ds_bpermute_b32 v16, v13, v7
	ds_bpermute_b32 v13, v13, v8
	v_cmp_lt_u32_e32 vcc, 3, v9
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v16, 0, v16, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_u32_e32 v5, v5, v10
	v_add_u32_e32 v6, v6, v12
	v_add_u32_e32 v7, v7, v16
	v_add_u32_e32 v8, v8, v13
	ds_bpermute_b32 v10, v14, v5
	ds_bpermute_b32 v12, v14, v6
	ds_bpermute_b32 v13, v14, v7
	ds_bpermute_b32 v14, v14, v8
	v_cmp_lt_u32_e32 vcc, 7, v9
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_add_u32_e32 v5, v5, v10
	v_add_u32_e32 v6, v6, v12
	v_add_u32_e32 v7, v7, v13
	v_add_u32_e32 v8, v8, v14
	ds_bpermute_b32 v10, v15, v5
	ds_bpermute_b32 v12, v15, v6
	ds_bpermute_b32 v13, v15, v7
	ds_bpermute_b32 v14, v15, v8
	v_cmp_lt_u32_e32 vcc, 15, v9
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_cndmask_b32_e32 v10, 0, v10, vcc
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e32 v12, 0, v12, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v14, 0, v14, vcc
	v_add_u32_e32 v5, v5, v10
	v_add_u32_e32 v6, v6, v12
	v_add_u32_e32 v10, v7, v13
	v_add_u32_e32 v12, v8, v14
	ds_bpermute_b32 v7, v11, v5
	ds_bpermute_b32 v8, v11, v6
	ds_bpermute_b32 v13, v11, v10
	ds_bpermute_b32 v11, v11, v12
	v_cmp_lt_u32_e32 vcc, 31, v9
	s_waitcnt lgkmcnt(3)
	s_nop 0
	v_cndmask_b32_e32 v7, 0, v7, vcc
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e32 v14, 0, v8, vcc
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_add_u32_e32 v8, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v5, 0, v11, vcc
	v_add_u32_e32 v7, v6, v14
	v_add_u32_e32 v6, v10, v13
	v_add_u32_e32 v5, v12, v5
	v_cmp_eq_u32_e32 vcc, 63, v9
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %.critedge
	.loc	2 0 60 is_stmt 0                ; standard.py:0:60
	v_lshl_add_u32 v9, v0, 2, 0
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_write2_b32 v9, v8, v7 offset1:4
	ds_write_b32 v9, v6 offset:32
	ds_write_b32 v9, v5 offset:48
.LBB0_2:                                ; %.critedge4
	.loc	2 0 60                          ; standard.py:0:60
	s_or_b64 exec, exec, s[2:3]
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[10:13], v9
.Ltmp7:
	.loc	1 46 17 is_stmt 1               ; generate.py:46:17
	s_add_u32 s8, s4, s0
.Ltmp8:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	ds_read_b128 v[14:17], v9 offset:16
	ds_read_b128 v[18:21], v9 offset:32
	ds_read_b96 v[22:24], v9 offset:48
	v_cmp_lt_u32_e32 vcc, 1, v0
.Ltmp9:
	.loc	1 46 17                         ; generate.py:46:17
	s_addc_u32 s4, s5, s1
.Ltmp10:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_waitcnt lgkmcnt(3)
	v_add_u32_e32 v9, v11, v10
.Ltmp11:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e32 v10, v10, v9, vcc
.Ltmp12:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v9, v9, v12
.Ltmp13:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cmp_eq_u32_e64 s[0:1], 3, v0
	v_cmp_eq_u32_e64 s[2:3], 0, v0
.Ltmp14:
	.loc	1 46 38                         ; generate.py:46:38
	s_and_b32 s9, s4, 0xffff
.Ltmp15:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v10, v10, v9, s[0:1]
.Ltmp16:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v9, v9, v13
.Ltmp17:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v0, v10, 0, s[2:3]
	v_add_u32_e32 v0, v0, v8
.Ltmp18:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v8, v9, v14
.Ltmp19:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v9, v8, v9, s[2:3]
.Ltmp20:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v8, v8, v15
.Ltmp21:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e32 v9, v9, v8, vcc
.Ltmp22:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v8, v8, v16
.Ltmp23:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v9, v9, v8, s[0:1]
.Ltmp24:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v8, v8, v17
	v_add_u32_e32 v7, v9, v7
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v9, v8, v18
.Ltmp25:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v8, v9, v8, s[2:3]
.Ltmp26:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v9, v9, v19
.Ltmp27:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e32 v8, v8, v9, vcc
.Ltmp28:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v9, v9, v20
.Ltmp29:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
.Ltmp30:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v9, v9, v21
	v_add_u32_e32 v6, v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v8, v9, v22
.Ltmp31:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v9, v8, v9, s[2:3]
.Ltmp32:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v8, v8, v23
.Ltmp33:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e32 v9, v9, v8, vcc
.Ltmp34:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v8, v8, v24
.Ltmp35:
	.loc	2 343 60                        ; standard.py:343:60 @[ generate.py:46:48 ]
	v_cndmask_b32_e64 v8, v9, v8, s[0:1]
.Ltmp36:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:343:60 @[ generate.py:46:48 ] ]
	v_add_u32_e32 v5, v8, v5
.Ltmp37:
	.loc	1 46 38                         ; generate.py:46:38
	buffer_store_dword v0, v1, s[8:11], 0 offen
	buffer_store_dword v7, v2, s[8:11], 0 offen
	buffer_store_dword v6, v3, s[8:11], 0 offen
	buffer_store_dword v5, v4, s[8:11], 0 offen
	.loc	1 46 4 is_stmt 0                ; generate.py:46:4
	s_endpgm
.Ltmp38:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cumsum_rows
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 28
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
	.size	cumsum_rows, .Lfunc_end0-cumsum_rows
	.cfi_endproc
                                        ; -- End function
	.set cumsum_rows.num_vgpr, 25
	.set cumsum_rows.num_agpr, 0
	.set cumsum_rows.numbered_sgpr, 13
	.set cumsum_rows.num_named_barrier, 0
	.set cumsum_rows.private_seg_size, 0
	.set cumsum_rows.uses_vcc, 1
	.set cumsum_rows.uses_flat_scratch, 0
	.set cumsum_rows.has_dyn_sized_stack, 0
	.set cumsum_rows.has_recursion, 0
	.set cumsum_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1376
; TotalNumSgprs: 19
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.byte	5                               ; DW_FORM_data2
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	46                              ; DW_AT_call_line
	.byte	48                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	343                             ; DW_AT_call_line
	.byte	60                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
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
	.asciz	"cumsum_rows"                   ; string offset=48
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
    .name:           cumsum_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         cumsum_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
