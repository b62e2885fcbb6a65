// SPDX-License-Identifier: GPL-3.0-or-later
// The board's accessible grid over GTK and ATK; see board_grid_widget.hpp. GObject types in
// C style, as GTK wants them: a widget, its accessible (the table), the squares and the notice.
#include "a11y/board_grid_widget.hpp"

#include <gtk/gtk-a11y.h>

namespace reversi::a11y {

namespace {

constexpr int kColumns = 8;

// --- the widget: draws nothing, takes no input, holds the source --------------------------------

struct GridWidget {
    GtkWidget parent;
    const BoardGridSource* source;
};
struct GridWidgetClass {
    GtkWidgetClass parent_class;
};

// --- a square: an ATK object of the table
// ---------------------------------------------------------

struct SquareAccessible {
    AtkObject parent;
    int index;
    AtkObject* table;  // not owned: the table owns its squares
};
struct SquareAccessibleClass {
    AtkObjectClass parent_class;
};

// --- the notice: a notification that shows again for each announcement -------------------------

struct NoticeAccessible {
    AtkObject parent;
    gboolean shown;
};
struct NoticeAccessibleClass {
    AtkObjectClass parent_class;
};

// --- the table
// ------------------------------------------------------------------------------------

struct GridAccessible {
    GtkWidgetAccessible parent;
    AtkObject* squares[kGridSquares];
    AtkObject* notice;
    int cursor;        // the board's keyboard cursor
    int told;          // the square AT-SPI was last told has the focus, or -1
    gboolean focused;  // as last told to AT-SPI
};
struct GridAccessibleClass {
    GtkWidgetAccessibleClass parent_class;
};

GType grid_accessible_get_type();

const BoardGridSource* source_of_widget(GtkWidget* widget) {
    return widget != nullptr ? reinterpret_cast<GridWidget*>(widget)->source : nullptr;
}

GridAccessible* grid_of(AtkObject* table) { return reinterpret_cast<GridAccessible*>(table); }

const BoardGridSource* source_of_table(AtkObject* table) {
    return source_of_widget(gtk_accessible_get_widget(GTK_ACCESSIBLE(table)));
}

bool showing(AtkObject* table) {
    GtkWidget* widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(table));
    return widget != nullptr && gtk_widget_get_mapped(widget);
}

SquareAccessible* square_of(gpointer object) { return static_cast<SquareAccessible*>(object); }

// ---- widget type ----

G_DEFINE_TYPE(GridWidget, grid_widget, GTK_TYPE_WIDGET)

void grid_widget_init(GridWidget* self) {
    gtk_widget_set_has_window(GTK_WIDGET(self), FALSE);
    gtk_widget_set_can_focus(GTK_WIDGET(self), FALSE);
    self->source = nullptr;
}

void grid_widget_class_init(GridWidgetClass* klass) {
    gtk_widget_class_set_accessible_type(GTK_WIDGET_CLASS(klass), grid_accessible_get_type());
}

// ---- square type ----

void square_action_init(AtkActionIface* iface);
void square_component_init(AtkComponentIface* iface);
void square_cell_init(AtkTableCellIface* iface);

G_DEFINE_TYPE_WITH_CODE(SquareAccessible, square_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, square_action_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, square_component_init)
                                G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE_CELL, square_cell_init))

void square_accessible_init(SquareAccessible* self) {
    self->index = 0;
    self->table = nullptr;
}

AtkStateSet* square_ref_state_set(AtkObject* object) {
    AtkStateSet* states = ATK_OBJECT_CLASS(square_accessible_parent_class)->ref_state_set(object);
    SquareAccessible* square = square_of(object);
    for (AtkStateType state : {ATK_STATE_ENABLED, ATK_STATE_SENSITIVE, ATK_STATE_VISIBLE,
                               ATK_STATE_FOCUSABLE, ATK_STATE_TRANSIENT})
        atk_state_set_add_state(states, state);
    if (square->table == nullptr) return states;
    if (showing(square->table)) atk_state_set_add_state(states, ATK_STATE_SHOWING);
    const GridAccessible* grid = grid_of(square->table);
    if (grid->focused && grid->told == square->index)
        atk_state_set_add_state(states, ATK_STATE_FOCUSED);
    return states;
}

AtkObject* square_get_parent(AtkObject* object) { return square_of(object)->table; }
gint square_index_in_parent(AtkObject* object) { return square_of(object)->index; }

void square_accessible_class_init(SquareAccessibleClass* klass) {
    AtkObjectClass* object = ATK_OBJECT_CLASS(klass);
    object->ref_state_set = square_ref_state_set;
    object->get_parent = square_get_parent;
    object->get_index_in_parent = square_index_in_parent;
}

gint square_n_actions(AtkAction* /*action*/) { return 1; }

gboolean square_do_action(AtkAction* action, gint i) {
    SquareAccessible* square = square_of(action);
    const BoardGridSource* source =
        square->table != nullptr ? source_of_table(square->table) : nullptr;
    if (i != 0 || source == nullptr) return FALSE;
    return source->play(square->index) ? TRUE : FALSE;
}

const gchar* square_action_name(AtkAction* /*action*/, gint i) {
    return i == 0 ? "click" : nullptr;  // the name screen readers look for to activate
}

void square_action_init(AtkActionIface* iface) {
    iface->get_n_actions = square_n_actions;
    iface->do_action = square_do_action;
    iface->get_name = square_action_name;
}

void square_get_extents(AtkComponent* component, gint* x, gint* y, gint* width, gint* height,
                        AtkCoordType coords) {
    SquareAccessible* square = square_of(component);
    const BoardGridSource* source =
        square->table != nullptr ? source_of_table(square->table) : nullptr;
    if (source == nullptr) {
        *x = *y = *width = *height = -1;
        return;
    }
    const std::array<int, 4> rect = source->screen_rect(square->index);
    std::array<int, 2> origin{0, 0};
    if (coords != ATK_XY_SCREEN) origin = source->window_origin();
    *x = rect[0] - origin[0];
    *y = rect[1] - origin[1];
    *width = rect[2];
    *height = rect[3];
}

void square_component_init(AtkComponentIface* iface) { iface->get_extents = square_get_extents; }

gboolean square_position(AtkTableCell* cell, gint* row, gint* column) {
    *row = square_of(cell)->index / kColumns;
    *column = square_of(cell)->index % kColumns;
    return TRUE;
}

gint square_span(AtkTableCell* /*cell*/) { return 1; }

gboolean square_row_column_span(AtkTableCell* cell, gint* row, gint* column, gint* row_span,
                                gint* column_span) {
    *row_span = *column_span = 1;
    return square_position(cell, row, column);
}

void square_cell_init(AtkTableCellIface* iface) {
    iface->get_position = square_position;
    iface->get_row_span = square_span;
    iface->get_column_span = square_span;
    iface->get_row_column_span = square_row_column_span;
    // No get_table: a screen reader that finds the square's table reads its whole row on Up
    // and Down (see the note on grid_initialize).
}

// ---- notice type ----

G_DEFINE_TYPE(NoticeAccessible, notice_accessible, ATK_TYPE_OBJECT)

void notice_accessible_init(NoticeAccessible* self) { self->shown = FALSE; }

AtkStateSet* notice_ref_state_set(AtkObject* object) {
    AtkStateSet* states = ATK_OBJECT_CLASS(notice_accessible_parent_class)->ref_state_set(object);
    if (reinterpret_cast<NoticeAccessible*>(object)->shown) {
        atk_state_set_add_state(states, ATK_STATE_VISIBLE);
        atk_state_set_add_state(states, ATK_STATE_SHOWING);
    }
    return states;
}

gint notice_index_in_parent(AtkObject* /*object*/) { return kGridSquares; }

void notice_accessible_class_init(NoticeAccessibleClass* klass) {
    ATK_OBJECT_CLASS(klass)->ref_state_set = notice_ref_state_set;
    ATK_OBJECT_CLASS(klass)->get_index_in_parent = notice_index_in_parent;
}

// A notification under `table`, not yet shown, saying `text`.
AtkObject* new_notice(AtkObject* table, const std::string& text) {
    AtkObject* notice = ATK_OBJECT(g_object_new(notice_accessible_get_type(), nullptr));
    notice->role = ATK_ROLE_NOTIFICATION;
    atk_object_set_parent(notice, table);
    if (!text.empty()) atk_object_set_name(notice, text.c_str());
    return notice;
}

// ---- table type ----

void grid_table_init(AtkTableIface* iface);

G_DEFINE_TYPE_WITH_CODE(GridAccessible, grid_accessible, GTK_TYPE_WIDGET_ACCESSIBLE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, grid_table_init))

void grid_accessible_init(GridAccessible* self) {
    for (AtkObject*& square : self->squares)
        square = nullptr;
    self->notice = nullptr;
    self->cursor = 0;
    self->told = -1;
    self->focused = FALSE;
}

void grid_initialize(AtkObject* object, gpointer data) {
    ATK_OBJECT_CLASS(grid_accessible_parent_class)->initialize(object, data);
    // A panel of table cells with rows and columns (the table interface), not a table: Orca
    // reads the whole row of a table's cell whenever the row changes (its "speak full row"
    // setting, on by default), so Up and Down read eight squares and not the one under the
    // cursor. It knows a table by its role, and a cell's table by the cell's get_table.
    object->role = ATK_ROLE_PANEL;
    GridAccessible* grid = grid_of(object);
    for (int index = 0; index < kGridSquares; ++index) {
        auto* square =
            static_cast<SquareAccessible*>(g_object_new(square_accessible_get_type(), nullptr));
        square->index = index;
        square->table = object;
        ATK_OBJECT(square)->role = ATK_ROLE_TABLE_CELL;
        grid->squares[index] = ATK_OBJECT(square);
    }
    grid->notice = new_notice(object, std::string());
}

void grid_finalize(GObject* object) {
    GridAccessible* grid = grid_of(ATK_OBJECT(object));
    for (AtkObject*& square : grid->squares) {
        if (square != nullptr) square_of(square)->table = nullptr;
        g_clear_object(&square);
    }
    g_clear_object(&grid->notice);
    G_OBJECT_CLASS(grid_accessible_parent_class)->finalize(object);
}

gint grid_n_children(AtkObject* /*object*/) { return kGridSquares + 1; }

AtkObject* grid_ref_child(AtkObject* object, gint i) {
    GridAccessible* grid = grid_of(object);
    if (i < 0 || i > kGridSquares) return nullptr;
    AtkObject* child = i == kGridSquares ? grid->notice : grid->squares[i];
    return child != nullptr ? ATK_OBJECT(g_object_ref(child)) : nullptr;
}

AtkStateSet* grid_ref_state_set(AtkObject* object) {
    AtkStateSet* states = ATK_OBJECT_CLASS(grid_accessible_parent_class)->ref_state_set(object);
    // The focus is on a square (the active descendant): a focused grid around it would be read
    // too, as one more "Board panel".
    atk_state_set_add_state(states, ATK_STATE_FOCUSABLE);
    return states;
}

void grid_accessible_class_init(GridAccessibleClass* klass) {
    G_OBJECT_CLASS(klass)->finalize = grid_finalize;
    AtkObjectClass* object = ATK_OBJECT_CLASS(klass);
    object->initialize = grid_initialize;
    object->get_n_children = grid_n_children;
    object->ref_child = grid_ref_child;
    object->ref_state_set = grid_ref_state_set;
}

AtkObject* grid_ref_at(AtkTable* table, gint row, gint column) {
    if (row < 0 || row >= kColumns || column < 0 || column >= kColumns) return nullptr;
    return grid_ref_child(ATK_OBJECT(table), row * kColumns + column);
}

gint grid_index_at(AtkTable* /*table*/, gint row, gint column) { return row * kColumns + column; }
gint grid_row_at(AtkTable* /*table*/, gint index) { return index / kColumns; }
gint grid_column_at(AtkTable* /*table*/, gint index) { return index % kColumns; }
gint grid_size(AtkTable* /*table*/) { return kColumns; }

void grid_table_init(AtkTableIface* iface) {
    iface->ref_at = grid_ref_at;
    iface->get_index_at = grid_index_at;
    iface->get_row_at_index = grid_row_at;
    iface->get_column_at_index = grid_column_at;
    iface->get_n_rows = grid_size;
    iface->get_n_columns = grid_size;
}

GridAccessible* grid_accessible_of(GtkWidget* widget) {
    return grid_of(gtk_widget_get_accessible(widget));
}

// Tells AT-SPI that the cursor's square has the focus (and is the table's active one), and that
// the square told before lost it.
void tell_cursor_focus(GridAccessible* grid) {
    if (grid->told >= 0 && grid->told != grid->cursor)
        atk_object_notify_state_change(grid->squares[grid->told], ATK_STATE_FOCUSED, FALSE);
    grid->told = grid->cursor;
    AtkObject* object = grid->squares[grid->cursor];
    atk_object_notify_state_change(object, ATK_STATE_FOCUSED, TRUE);
    g_signal_emit_by_name(grid, "active-descendant-changed", object);
}

}  // namespace

GtkWidget* board_grid_widget_new(const BoardGridSource* source) {
    auto* widget = static_cast<GridWidget*>(g_object_new(grid_widget_get_type(), nullptr));
    widget->source = source;
    return GTK_WIDGET(widget);
}

void board_grid_forget_source(GtkWidget* grid) {
    reinterpret_cast<GridWidget*>(grid)->source = nullptr;
}

void board_grid_set_name(GtkWidget* grid, const std::string& name) {
    atk_object_set_name(gtk_widget_get_accessible(grid), name.c_str());
}

void board_grid_set_square_name(GtkWidget* grid, int square, const std::string& name) {
    AtkObject* object = grid_accessible_of(grid)->squares[square];
    const gchar* old = atk_object_get_name(object);
    if (old == nullptr || name != old) atk_object_set_name(object, name.c_str());
}

bool board_grid_set_cursor(GtkWidget* grid, int square, bool told) {
    GridAccessible* table = grid_accessible_of(grid);
    table->cursor = square;
    if (!told || !table->focused || square == table->told) return false;
    tell_cursor_focus(table);
    return true;
}

void board_grid_focus_changed(GtkWidget* grid) {
    GridAccessible* table = grid_accessible_of(grid);
    const BoardGridSource* source = source_of_widget(grid);
    const gboolean focused = source != nullptr && source->focused() ? TRUE : FALSE;
    if (focused == table->focused) return;
    table->focused = focused;
    if (focused) {
        tell_cursor_focus(table);
    } else if (table->told >= 0) {
        atk_object_notify_state_change(table->squares[table->told], ATK_STATE_FOCUSED, FALSE);
    }
}

void board_grid_announce(GtkWidget* grid, const std::string& text) {
    // A new notification for each announcement: a reader that kept the last one's name (AT-SPI
    // clients cache names) still reads the new words.
    GridAccessible* table = grid_accessible_of(grid);
    AtkObject* old = table->notice;
    AtkObject* notice = new_notice(ATK_OBJECT(table), text);
    table->notice = notice;
    g_signal_emit_by_name(table, "children-changed::remove", kGridSquares, old);
    g_signal_emit_by_name(table, "children-changed::add", kGridSquares, notice);
    g_object_unref(old);
    reinterpret_cast<NoticeAccessible*>(notice)->shown = TRUE;
    atk_object_notify_state_change(notice, ATK_STATE_SHOWING, TRUE);
}

}  // namespace reversi::a11y
