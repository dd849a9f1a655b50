#pragma once
// Host entry points of the GDN decode step and MTP verification (decode_kernel.h holds the
// kernel and its argument conventions; README.md the pools). Both check every input before the
// launch (shapes, element types, index tables and slots in range: the small index tables are
// read back to the host for that) and launch one kernel with the launch rule of config_decode.h.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "kernels/gdn/decode_kernel.h"
#include "runtime/buffer.h"
#include "runtime/device.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::gdn {

struct DecodeOptions {
  int H = 16, HV = 32;
  bool state_v_first = false;  // SSM pool [slots, HV, V, K] instead of [slots, HV, K, V]
  DecodeGate gate = DecodeGate::silu;
};

struct DecodeArguments {
  // In_proj outputs, bf16: qkv [T, D] (D = 2 H K + HV V), a and b [T, HV], z [T, HV, V].
  const DeviceBuffer* qkv = nullptr;
  const DeviceBuffer* a = nullptr;
  const DeviceBuffer* b = nullptr;
  const DeviceBuffer* z = nullptr;
  // Layer weights: conv_weight bf16 [D, 4], A_log and dt_bias f32 [HV], norm_weight bf16 [V].
  const DeviceBuffer* conv_weight = nullptr;
  const DeviceBuffer* A_log = nullptr;
  const DeviceBuffer* dt_bias = nullptr;
  const DeviceBuffer* norm_weight = nullptr;
  // Pools, f32, updated in place: conv_state [slots, D, 3], ssm_state [slots, HV, K, V] (or V, K).
  DeviceBuffer* conv_state = nullptr;
  DeviceBuffer* ssm_state = nullptr;
  // i32 slots. decode: [N] each; verify: [N, W] (W <= 8 columns, W >= every T_s).
  // -1 = padding. state_indices_in defaults to state_indices.
  const DeviceBuffer* state_indices = nullptr;
  const DeviceBuffer* state_indices_in = nullptr;
  // Output, bf16 [T, HV V]: the gated RMSNorm, the out_proj input. Padding rows are untouched.
  DeviceBuffer* y = nullptr;
  // verify only: cu_seqlens i32 [N + 1] (T_s = 1..8 tokens a sequence), accepted i32 [N]
  // (1..W: the state is read at state_indices_in[s, accepted[s] - 1]).
  const DeviceBuffer* cu_seqlens = nullptr;
  const DeviceBuffer* accepted = nullptr;
  // Optional workspace: the kernel's arrival counters, i32 with at least N x H elements, zero on
  // entry and left zero by the kernel (so one buffer serves every step). Without it the session
  // uses its own.
  DeviceBuffer* conv_sync = nullptr;
};

// A decode loop's host side on one device: the kernels loaded once per configuration (shape,
// pool layout, gate, decode or verify, and the launch rule's choice for the batch) and the
// arrival counters' workspace, kept and grown only when a batch needs more. After a
// configuration's first step, a step loads no kernel and allocates no device memory. The device
// must outlive the session.
class DecodeSession {
 public:
  explicit DecodeSession(Device& device);
  ~DecodeSession();
  DecodeSession(const DecodeSession&) = delete;
  DecodeSession& operator=(const DecodeSession&) = delete;

  void decode(const DecodeOptions& options, const DecodeArguments& arguments);
  void verify(const DecodeOptions& options, const DecodeArguments& arguments);

  Device& device() const { return *device_; }
  size_t loaded_kernels() const { return kernels_.size(); }
  // Elements of the session's own arrival-counter workspace (0 before the first step without a
  // caller's buffer).
  int64_t workspace_elements() const;

 private:
  void launch(const DecodeOptions& options, const DecodeArguments& arguments, bool multi);

  Device* device_;
  std::map<std::string, std::unique_ptr<LoadedKernel>> kernels_;  // by configuration
  std::optional<DeviceBuffer> conv_sync_;
};

// One-shot forms (a temporary session: the kernel is loaded and a workspace allocated for the
// call; a decode loop keeps a DecodeSession instead).
// One decode step of N = qkv.shape[0] sequences: state read at state_indices_in[s], written at
// state_indices[s].
void decode(Device& device, const DecodeOptions& options, const DecodeArguments& arguments);

// MTP verification: sequence s brings tokens [cu_seqlens[s], cu_seqlens[s+1]); the state after
// its token t goes to state_indices[s, t] (skipped where -1), conv state likewise.
void verify(Device& device, const DecodeOptions& options, const DecodeArguments& arguments);

}  // namespace gfxtile::gdn
