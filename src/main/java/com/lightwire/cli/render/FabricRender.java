package com.lightwire.cli.render;

import com.lightwire.figure.Figure;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.figure.fabric.FabricState;

/** {@code --view fabric}: the floor plan with racks and cables, one OCS group's cables with {@code --group}. */
final class FabricRender implements RenderableView, FramedRender {

    @Override
    public String id() {
        return "fabric";
    }

    @Override
    public String summary() {
        return "the floor plan with racks and cables (--group, --scheme)";
    }

    @Override
    public boolean needsCluster() {
        return true;
    }

    /** The floor as the canvas draws it, with the deck step's highlighted cable ({@code cable}, its index). */
    @Override
    public Figure canvasFigure(RenderRequest request, java.util.SortedMap<String, String> step) {
        FabricGeometry geometry = new FabricGeometry(request.project().cluster());
        int cable;
        try {
            cable = Integer.parseInt(step.getOrDefault("cable", "-1").strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("cable: not a cable index: " + step.get("cable"), e);
        }
        FabricState state = FabricState.of(geometry).withGroupFilter(request.group(-1));
        if (cable >= 0 && cable < geometry.cableCount()) {
            state = new FabricState(geometry, state.groupFilter(), state.selectedRacks(), 0, 0, -1, cable, null);
        }
        return new FabricFigure(state, request.palette());
    }

    @Override
    public Figure figure(RenderRequest request) {
        FabricState state = FabricState.of(new FabricGeometry(request.project().cluster()))
                .withGroupFilter(request.group(-1));
        return new FabricFigure(state, request.palette()).sheet();
    }
}
