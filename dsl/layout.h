#pragma once
// Distributed layouts: a linear layout from (register, lane, wave) to the coordinates of a
// tensor of a fixed shape. Named constructors (blocked, slice) build them; everything else
// (broadcast checks, conversion classes, vector widths, the ASCII view) is linear algebra on the
// one representation. Matrix-unit layouts (MFMA/WMMA accumulators and dot operands) are further
// constructors of the same type (issue 6).

#include <cstdint>
#include <memory>
#include <optional>
#include <source_location>
#include <string>
#include <vector>

#include "dsl/linear_layout.h"

namespace gfxtile {

inline const std::string kRegister = "register", kLane = "lane", kWave = "wave";
// Output dimension names of a rank-r tensor layout: dim0 .. dim{r-1}.
std::string dim_name(int dim);

class Layout {
 public:
  Layout() = default;
  // `linear` must have input dimensions register, lane, wave (in that order) and outputs
  // dim0 .. dim{r-1}. Throws Error otherwise.
  explicit Layout(LinearLayout linear, std::string description = {});

  bool valid() const { return linear_.in_dims().size() == 3; }
  const LinearLayout& linear() const { return linear_; }
  const std::string& description() const { return description_; }
  std::vector<int64_t> shape() const;
  int rank() const { return static_cast<int>(linear_.out_dims().size()); }
  int registers() const { return linear_.in_size(kRegister); }
  int lanes() const { return linear_.in_size(kLane); }
  int waves() const { return linear_.in_size(kWave); }
  int64_t elements() const { return linear_.total_out_size(); }
  std::vector<int32_t> coordinates(int reg, int lane, int wave) const { return linear_.apply({reg, lane, wave}); }

  // For layouts made by expand_dims of a slice: the layout the slice was taken from, which is
  // what broadcasting the size-1 dimension back to full size gives by default.
  const std::shared_ptr<const Layout>& parent() const { return parent_; }
  Layout with_parent(std::shared_ptr<const Layout> parent) const;
  // For layouts made by slicing and expanding: the full layout they all come from, from which a
  // layout for any broadcast shape can be derived (see fit()).
  const std::shared_ptr<const Layout>& root() const { return root_; }
  Layout with_root(std::shared_ptr<const Layout> root) const;

  // Stable text, used by the IR printer: "blocked[...] {register=...} -> [...]".
  std::string to_string() const;
  friend bool operator==(const Layout& a, const Layout& b) { return a.linear_ == b.linear_; }

 private:
  LinearLayout linear_;
  std::string description_;
  std::shared_ptr<const Layout> parent_;
  std::shared_ptr<const Layout> root_;
};

// Blocked layout parameters, per tensor dimension. Empty vectors take defaults: per_thread all 1,
// lanes spread over the fastest dimensions first (as many as the shape holds, the rest on the
// slowest dimension), waves likewise, order fastest-last-dimension first.
struct BlockedParams {
  std::vector<int> per_thread = {};
  std::vector<int> lanes = {};  // product = the wave size
  std::vector<int> waves = {};  // product = the kernel's waves per workgroup
  std::vector<int> order = {};  // dimensions from fastest to slowest varying
};

// Wave size and waves per workgroup that layout constructors assume when they are not given;
// the kernel builder sets them for the kernel under construction.
struct LayoutDefaults {
  int wave_size = 64;
  int waves = 4;
  std::string kernel = {};  // for error messages
};
LayoutDefaults& layout_defaults();

// Triton's blocked layout, fitted to `shape`: a shape larger than the layout's tile repeats it in
// registers; a smaller one broadcasts the excess lanes and waves. Throws Error on parameters that
// do not multiply up to the wave size / wave count or are not powers of two.
// Errors name the author's line (`location`) and the kernel under construction.
Layout blocked(const std::vector<int64_t>& shape, const BlockedParams& params = {},
               std::source_location location = std::source_location::current());
// The layout of `parent` with dimension `dim` removed (what a reduction along `dim` leaves).
Layout slice(const Layout& parent, int dim);
// A size-1 dimension inserted at `dim` (expand_dims); remembers `layout`'s slice parent.
Layout expand(const Layout& layout, int dim, std::shared_ptr<const Layout> parent = nullptr);
// The layout `root` gives a tensor of `shape` whose every dimension is 1 or root's size (what
// slicing and expanding root would give); nullopt when the shape does not fit.
std::optional<Layout> fit(const Layout& root, const std::vector<int64_t>& shape);
// Broadcast dimensions (those where `from` has size 1) forgotten in `to`: the layout `from` must
// have for a broadcast from `from` to `to` to need no data movement.
Layout project(const Layout& to, const std::vector<int64_t>& from_shape);
// Reshape (row-major) and permute describe the same registers with new coordinates: free.
Layout reshape(const Layout& layout, const std::vector<int64_t>& shape);
Layout permute(const Layout& layout, const std::vector<int>& order);
// Where batched() puts the batch.
enum class BatchAlong { waves, registers };
// `batch` (a power of two) tiles of `tile` as one [batch, tile's shape...] layout: dimension 0
// goes to the waves `tile` repeats on (its zero wave bases, lowest first: a batch of independent
// tiles, one per group of waves, as a batched dot takes them), or to further registers above
// `tile`'s (every wave holds every tile). Throws Error when the tile repeats on too few waves.
Layout batched(const Layout& tile, int64_t batch, BatchAlong along = BatchAlong::waves);
// The layout of the sub-tile [offsets, offsets + shape) of a tensor in `layout`, for extract_slice
// and insert_slice: each sub-tile side a power of two, each offset a multiple of it, and the
// sub-tile held by every lane and wave in registers (the registers that move outside the sub-tile
// select it). Throws Error saying which basis breaks this (a lane or wave basis leaving the
// sub-tile: convert to a layout whose registers tile it, e.g. an mma_layout with fewer waves).
Layout subtile(const Layout& layout, const std::vector<int64_t>& offsets, const std::vector<int64_t>& shape);

enum class ConversionKind { free, within_thread, across_lanes, through_lds };
const char* conversion_kind_name(ConversionKind kind);
// How convert_layout from `from` to `to` (same shape) moves data: nothing; registers of one
// thread; lanes of one wave (each wave keeps its data); or through LDS.
ConversionKind classify_conversion(const Layout& from, const Layout& to);

// How many consecutive registers (from register 0, aligned) hold consecutive elements along
// `dim`: the widest vector one thread can load or store along that dimension.
int contiguous_registers(const Layout& layout, int dim);

// Which wave, lane and register hold each element, as text. 1-D and 2-D tensors as a grid;
// higher ranks as one grid per leading index. Cells read "w1:l3:r0" (wave omitted when there is
// one); "+n" marks n further copies of a broadcast element.
std::string ascii_view(const Layout& layout);

}  // namespace gfxtile
