#pragma once
// LDS (shared memory) layouts: where each element of a tile staged in LDS lives. Like the
// distributed layouts they are linear layouts — from the tensor's coordinates (dim0 ..
// dim{r-1}) to an element offset — so swizzles (XOR of row bits into the column) are just other
// bases. Padding (skip `pad` elements after every `interval`) is not linear over F2; it is kept
// beside the linear part and applied to its offset, as Triton's padded shared layouts do.
//
// With a distributed layout, an LDS layout fixes every lane's address of every LDS access, so
// the bank conflicts of staging a tile are computed here, under the emulator's bank model
// (docs/emulator.md, docs/emulator-gfx1250.md), and a conflict-free layout can be searched for.
// docs/layouts.md ("LDS layouts") explains them.

#include <cstdint>
#include <source_location>
#include <string>
#include <utility>
#include <vector>

#include "core/target.h"
#include "dsl/dtype.h"
#include "dsl/layout.h"

namespace gfxtile {

inline const std::string kOffset = "offset";

struct LdsLayout {
  // Inputs dim0 .. dim{r-1} (the tensor's coordinates), output `offset` (elements); bijective.
  LinearLayout linear;
  // (interval, pad) in elements, both powers of two: the linear offset o lands at
  // o + (o / interval) * pad. Empty: unpadded.
  std::vector<std::pair<int64_t, int64_t>> padding;
  std::string description;

  bool valid() const { return !linear.in_dims().empty(); }
  std::vector<int64_t> shape() const;
  int rank() const { return static_cast<int>(linear.in_dims().size()); }
  // Where a linear offset lands after padding.
  int64_t padded(int64_t linear_offset) const;
  int64_t offset(const std::vector<int32_t>& coordinates) const;
  // Elements the buffer spans (padding included).
  int64_t allocation_elements() const;
  bool is_row_major() const;
  // Stable text for the IR: "swizzled<vector=4, per_phase=1, max_phase=8, order=[1,0]> {...}".
  std::string to_string() const;
  friend bool operator==(const LdsLayout& a, const LdsLayout& b) {
    return a.linear == b.linear && a.padding == b.padding;
  }
};

// Dimension order fastest first; empty means the last dimension fastest (row-major).
LdsLayout row_major_lds(const std::vector<int64_t>& shape, const std::vector<int>& order = {},
                        std::source_location location = std::source_location::current());
// Triton's swizzled shared layout over the two fastest dimensions (order[0] the column,
// order[1] the row): the column's vectors of `vector` elements are XORed with
// (row / per_phase) % max_phase. vector * max_phase must not exceed the column count.
LdsLayout swizzled_lds(const std::vector<int64_t>& shape, int vector, int per_phase, int max_phase,
                       const std::vector<int>& order = {},
                       std::source_location location = std::source_location::current());
// Row-major in `order`, with `pad` elements skipped after every `interval` elements.
LdsLayout padded_lds(const std::vector<int64_t>& shape, int64_t interval, int64_t pad, const std::vector<int>& order = {},
                     std::source_location location = std::source_location::current());
// Rebuilds a layout from its linear bases and padding (how the IR carries it).
LdsLayout lds_layout_from_bases(const std::vector<int64_t>& shape, const std::vector<int64_t>& bases,
                                const std::vector<int64_t>& padding);
std::vector<int64_t> lds_layout_bases(const LdsLayout& layout);
std::vector<int64_t> lds_layout_padding(const LdsLayout& layout);

// The LDS bank model of a target, as the emulator counts conflicts: `banks` banks of 4 bytes; a
// wave's access is served in phases of `phase_bytes` of lane data (at most 32 lanes); in a phase
// each bank delivers its distinct dwords one per cycle (lanes sharing a dword are a broadcast).
struct LdsBankModel {
  int banks = 32;
  int phase_bytes = 128;
  Architecture architecture = Architecture::gfx942;  // which transposing reads exist
  int lanes_per_phase(int access_bytes) const;
};
LdsBankModel lds_bank_model(Architecture architecture);  // CDNA: 32 banks, 128 B; gfx1250: 64, 256 B

enum class LdsDirection { store, load };

// A transposing LDS read (gfx950 ds_read_b64_tr_b16/_b8, gfx1250 ds_load_tr16_b128/tr8_b64): each
// lane reads `elements` consecutive elements, and within each block of `lane_block` lanes the
// reads are transposed: lane n of a block receives, as its element e, element n % elements of
// lane e * (lane_block / elements) + n / elements (the emulator's rule, docs/emulator.md and
// docs/emulator-gfx1250.md). So a lane ends up holding `elements` elements that lie in
// different rows of LDS while every lane still reads one contiguous vector.
struct LdsTransposedRead {
  const char* instruction = nullptr;  // null: the target has none for this element size
  int elements = 0, lane_block = 0;
  bool valid() const { return instruction != nullptr; }
};
LdsTransposedRead lds_transposed_read(Architecture architecture, int element_bytes);

// How one lds_store or lds_load of `layout` addresses `lds`: `vector` elements per lane per
// instruction, starting at `offsets` ((register, lane, wave) -> linear offset, before padding;
// registers in steps of `vector`). Loads use the target's transposing read when it applies
// (the layout's registers 0 .. elements-1 and the lanes it gathers them from fit its rule) and
// plain vectors would be narrower; stores and other loads use plain vectors
// (lds_vector_elements). The lowering issues exactly these accesses, and lds_cost counts them.
struct LdsAccessPlan {
  LinearLayout offsets;
  int vector = 1;
  LdsTransposedRead transposed;  // valid: a transposing read
};
LdsAccessPlan lds_access_plan(const Layout& layout, const LdsLayout& lds, DType dtype, LdsDirection direction,
                              Architecture architecture);

// Elements per lane one LDS instruction moves when `layout` is written to or read from `lds`:
// the registers from register 0 at consecutive offsets, at most 16 bytes, and no wider than
// padding keeps aligned: the plain accesses (lds_access_plan may pick a transposing read instead).
int lds_vector_elements(const Layout& layout, const LdsLayout& lds, int element_bytes);

struct LdsCost {
  int64_t conflicts = 0;     // extra cycles beyond one per phase, summed over waves
  int64_t instructions = 0;  // wave-instructions
  int vector = 1;            // elements per lane per instruction
};
// What one lds_store (or lds_load) of a tensor in `layout` costs with the buffer in `lds`, issued
// as lds_access_plan says (transposing reads count as the vector each lane reads).
LdsCost lds_cost(const Layout& layout, const LdsLayout& lds, DType dtype, const LdsBankModel& model,
                 LdsDirection direction = LdsDirection::store);

// A layout for staging tiles written in `writer` and read in `reader` with no bank conflicts
// under `model` (the reader's transposing reads included): the swizzles of every dimension order first (fewest instructions among the
// conflict-free ones, unswizzled when that is already free), padded layouts when no swizzle is
// conflict-free, and the layout with the fewest conflicts when neither is.
LdsLayout conflict_free_lds_layout(const Layout& writer, const Layout& reader, DType dtype, const LdsBankModel& model,
                                   std::source_location location = std::source_location::current());

}  // namespace gfxtile
