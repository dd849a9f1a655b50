	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	rms_norm_bf16                   ; -- Begin function rms_norm_bf16
	.p2align	8
	.type	rms_norm_bf16,@function
rms_norm_bf16:                          ; @rms_norm_bf16
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 30 0 prologue_end             ; generate.py:30:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	s_mov_b64 s[0:1], s[6:7]
.Ltmp1:
	.loc	1 34 26 is_stmt 1               ; generate.py:34:26
	s_mul_i32 s6, s8, s14
	.loc	1 34 20 is_stmt 0               ; generate.py:34:20
	s_ashr_i32 s7, s6, 31
	.loc	1 32 24 is_stmt 1               ; generate.py:32:24
	v_or_b32_e32 v2, 0x100, v0
	.loc	1 34 20                         ; generate.py:34:20
	s_lshl_b64 s[10:11], s[6:7], 1
	.loc	1 34 16 is_stmt 0               ; generate.py:34:16
	v_lshlrev_b32_e32 v1, 1, v0
	v_bfrev_b32_e32 v5, 1
	.loc	1 33 18 is_stmt 1               ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc, s8, v0
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v3, 0x200, v0
	.loc	1 34 20                         ; generate.py:34:20
	s_add_u32 s12, s2, s10
	.loc	1 34 16 is_stmt 0               ; generate.py:34:16
	v_cndmask_b32_e32 v1, v5, v1, vcc
	v_lshlrev_b32_e32 v6, 1, v2
	.loc	1 33 18 is_stmt 1               ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc, s8, v2
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v4, 0x300, v0
	.loc	1 34 20                         ; generate.py:34:20
	s_addc_u32 s2, s3, s11
	.loc	1 34 16 is_stmt 0               ; generate.py:34:16
	v_cndmask_b32_e32 v6, v5, v6, vcc
	v_lshlrev_b32_e32 v2, 1, v3
	.loc	1 33 18 is_stmt 1               ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc, s8, v3
	.loc	1 34 16                         ; generate.py:34:16
	s_and_b32 s13, s2, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e32 v7, v5, v2, vcc
	v_lshlrev_b32_e32 v2, 1, v4
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc, s8, v4
	.loc	1 32 24                         ; generate.py:32:24
	v_and_b32_e32 v14, 63, v0
	.loc	1 34 16                         ; generate.py:34:16
	s_nop 0
	v_cndmask_b32_e32 v8, v5, v2, vcc
	buffer_load_ushort v2, v1, s[12:15], 0 offen
	buffer_load_ushort v4, v6, s[12:15], 0 offen
	buffer_load_ushort v5, v7, s[12:15], 0 offen
	buffer_load_ushort v9, v8, s[12:15], 0 offen
.Ltmp2:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_cmp_eq_u32_e32 vcc, 0, v14
.Ltmp3:
	.loc	1 34 66                         ; generate.py:34:66
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v3, 16, v2
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v2, 16, v4
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v5, 16, v5
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v9
	.loc	1 35 30                         ; generate.py:35:30
	v_pk_mul_f32 v[10:11], v[2:3], v[2:3]
	v_pk_mul_f32 v[12:13], v[4:5], v[4:5]
.Ltmp4:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v9, v11, v10
	v_add_f32_e32 v9, v9, v13
	v_add_f32_e32 v9, v9, v12
	s_nop 1
	v_add_f32_dpp v9, v9, v9 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v9, v9, v9 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v9, v9, v9 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v9, v9, v9 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp5:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_mov_b32_e32 v10, v9
	s_nop 1
	v_mov_b32_dpp v10, v10 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v9, v10, v9
	s_nop 1
	v_add_f32_dpp v9, v9, v9 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_nop 0
	v_readlane_b32 s6, v9, 63
	s_and_saveexec_b64 s[2:3], vcc
; %bb.1:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	v_lshrrev_b32_e32 v9, 4, v0
	v_add_u32_e32 v9, 0, v9
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_mov_b32_e32 v10, s6
	ds_write_b32 v9, v10
; %bb.2:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b64 exec, exec, s[2:3]
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_cmp_gt_u32_e32 vcc, 4, v0
	v_lshl_add_u32 v9, v0, 2, 0
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
; %bb.3:
	ds_read_b32 v10, v9
; %bb.4:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b64 exec, exec, s[2:3]
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v11, v10
	v_and_b32_e32 v0, 3, v0
	v_cmp_eq_u32_e64 s[2:3], 0, v0
	v_mov_b32_dpp v11, v11 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
.Ltmp8:
	.loc	2 263 15 is_stmt 1              ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v10, v10, v11
.Ltmp9:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_mov_b32_e32 v11, v10
	s_and_b64 s[6:7], vcc, s[2:3]
	s_nop 0
	v_mov_b32_dpp v11, v11 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	s_and_saveexec_b64 s[2:3], s[6:7]
; %bb.5:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	v_add_f32_e32 v0, v10, v11
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	ds_write_b32 v9, v0
.Ltmp10:
; %bb.6:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b64 exec, exec, s[2:3]
	.loc	1 36 16 is_stmt 1               ; generate.py:36:16
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
.Ltmp11:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp12:
	.loc	1 36 16                         ; generate.py:36:16
	buffer_load_ushort v9, v1, s[4:7], 0 offen
	buffer_load_ushort v10, v6, s[4:7], 0 offen
	buffer_load_ushort v12, v7, s[4:7], 0 offen
	buffer_load_ushort v14, v8, s[4:7], 0 offen
.Ltmp13:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_mov_b32_e32 v0, 0
	ds_read_b32 v0, v0
.Ltmp14:
	.loc	1 35 43                         ; generate.py:35:43
	v_cvt_f32_i32_e32 v11, s8
	.loc	1 37 17                         ; generate.py:37:17
	s_add_u32 s4, s0, s10
	s_movk_i32 s12, 0x7fff
	s_addc_u32 s0, s1, s11
	.loc	1 35 43                         ; generate.py:35:43
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v13, s[2:3], v11, v11, v0
	v_rcp_f32_e32 v15, v13
	v_div_scale_f32 v17, vcc, v0, v11, v0
	.loc	1 37 55                         ; generate.py:37:55
	v_mov_b32_e32 v16, 0x7fff
	.loc	1 35 43                         ; generate.py:35:43
	v_fma_f32 v18, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v18, v15
	v_mul_f32_e32 v18, v17, v15
	v_fma_f32 v19, -v13, v18, v17
	v_fmac_f32_e32 v18, v19, v15
	v_fma_f32 v13, -v13, v18, v17
	v_div_fmas_f32 v13, v13, v15, v18
	v_div_fixup_f32 v0, v13, v11, v0
	.loc	1 35 52 is_stmt 0               ; generate.py:35:52
	v_add_f32_e32 v0, s9, v0
	.loc	1 35 19                         ; generate.py:35:19
	v_rsq_f32_e32 v0, v0
	.loc	1 37 38 is_stmt 1               ; generate.py:37:38
	s_and_b32 s5, s0, 0xffff
	.loc	1 37 43 is_stmt 0               ; generate.py:37:43
	v_pk_mul_f32 v[2:3], v[0:1], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[0:1], v[4:5] op_sel_hi:[0,1]
	.loc	1 36 51 is_stmt 1               ; generate.py:36:51
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v11, 16, v9
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v10, 16, v10
	.loc	1 37 49                         ; generate.py:37:49
	v_pk_mul_f32 v[2:3], v[2:3], v[10:11]
	.loc	1 36 51                         ; generate.py:36:51
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v13, 16, v12
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v14
	.loc	1 37 55                         ; generate.py:37:55
	v_bfe_u32 v0, v3, 16, 1
	.loc	1 37 49 is_stmt 0               ; generate.py:37:49
	v_pk_mul_f32 v[4:5], v[4:5], v[12:13]
	.loc	1 37 55                         ; generate.py:37:55
	v_bfe_u32 v9, v2, 16, 1
	v_cmp_o_f32_e32 vcc, v3, v3
	v_cmp_o_f32_e64 s[0:1], v2, v2
	v_add3_u32 v0, v3, v0, s12
	v_bfe_u32 v10, v5, 16, 1
	v_cmp_o_f32_e64 s[2:3], v5, v5
	v_add3_u32 v2, v2, v9, s12
	v_cndmask_b32_sdwa v0, v16, v0, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_mov_b64 vcc, s[0:1]
	v_bfe_u32 v11, v4, 16, 1
	v_cmp_o_f32_e64 s[8:9], v4, v4
	v_add3_u32 v3, v5, v10, s12
	.loc	1 37 38                         ; generate.py:37:38
	buffer_store_short v0, v1, s[4:7], 0 offen
	.loc	1 37 55                         ; generate.py:37:55
	v_cndmask_b32_sdwa v0, v16, v2, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_mov_b64 vcc, s[2:3]
	v_add3_u32 v4, v4, v11, s12
	.loc	1 37 38                         ; generate.py:37:38
	buffer_store_short v0, v6, s[4:7], 0 offen
	.loc	1 37 55                         ; generate.py:37:55
	v_cndmask_b32_sdwa v0, v16, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	s_mov_b64 vcc, s[8:9]
	.loc	1 37 38                         ; generate.py:37:38
	buffer_store_short v0, v7, s[4:7], 0 offen
	.loc	1 37 55                         ; generate.py:37:55
	v_cndmask_b32_sdwa v0, v16, v4, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 37 38                         ; generate.py:37:38
	buffer_store_short v0, v8, s[4:7], 0 offen
	.loc	1 37 4                          ; generate.py:37:4
	s_endpgm
.Ltmp15:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rms_norm_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 20
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
	.size	rms_norm_bf16, .Lfunc_end0-rms_norm_bf16
	.cfi_endproc
                                        ; -- End function
	.set rms_norm_bf16.num_vgpr, 20
	.set rms_norm_bf16.num_agpr, 0
	.set rms_norm_bf16.numbered_sgpr, 16
	.set rms_norm_bf16.num_named_barrier, 0
	.set rms_norm_bf16.private_seg_size, 0
	.set rms_norm_bf16.uses_vcc, 1
	.set rms_norm_bf16.uses_flat_scratch, 0
	.set rms_norm_bf16.has_dyn_sized_stack, 0
	.set rms_norm_bf16.has_recursion, 0
	.set rms_norm_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1144
; TotalNumSgprs: 22
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
	.byte	35                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	293                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
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
	.asciz	"rms_norm_bf16"                 ; string offset=48
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .name:           rms_norm_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         rms_norm_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
