package com.lightwire.app;

import com.lightwire.ui.bom.BomView;
import com.lightwire.ui.common.ViewDescriptor;
import com.lightwire.ui.dag.TrainingDagView;
import com.lightwire.ui.common.ViewRegistry;
import com.lightwire.ui.fabric.FabricView;
import com.lightwire.ui.spectra.SpectraScheduleView;
import com.lightwire.ui.spectra.decomposition.DecompositionView;
import com.lightwire.ui.hbd.HbdView;
import com.lightwire.ui.simulation.ClusterSimulationView;
import com.lightwire.ui.topology.TopologyView;
import org.kordamp.ikonli.material2.Material2OutlinedAL;

import java.util.List;
import java.util.Map;

/**
 * The views of the app, in tab order: the one place a view is added. The main window builds its tabs, the View menu
 * and the tab shortcuts from this list, and nothing else knows the views by name.
 */
public final class Views {

    /** The view that shows a study of each kind, brought to the front when a project without a cluster opens. */
    static final Map<String, String> STUDY_VIEWS = Map.of("spectra", "schedule", "hbd", "hbd", "hbd-faults", "hbd",
            "dag", "dag", "cluster-simulation", "cluster-simulation");

    /**
     * The tab title of each view where the strip is too narrow for the full ones ({@link TabTitles}); a view not
     * listed keeps its title.
     */
    static final Map<String, String> SHORT_TITLES = Map.of("bom", "BOM", "schedule", "Schedule", "hbd", "HBD",
            "dag", "DAG", "decomposition", "Decomp.", "cluster-simulation", "Simulation");

    private Views() {
    }

    public static ViewRegistry registry() {
        return new ViewRegistry(List.of(
                new ViewDescriptor("fabric", "Fabric", Material2OutlinedAL.DEVICE_HUB, "Shortcut+1",
                        FabricView::new),
                new ViewDescriptor("topology", "Topology", Material2OutlinedAL.GRID_ON, "Shortcut+2",
                        TopologyView::new),
                new ViewDescriptor("bom", "BOM & Labels", Material2OutlinedAL.LIST_ALT, "Shortcut+3",
                        BomView::new),
                new ViewDescriptor("schedule", "OCS schedule", Material2OutlinedAL.INSERT_CHART, "Shortcut+4", false,
                        SpectraScheduleView::new),
                new ViewDescriptor("hbd", "HBD rings", Material2OutlinedAL.DONUT_LARGE, "Shortcut+5", false,
                        HbdView::new),
                new ViewDescriptor("dag", "Training DAG", Material2OutlinedAL.ACCOUNT_TREE, "Shortcut+6", false,
                        TrainingDagView::new),
                new ViewDescriptor("decomposition", "Decomposition", Material2OutlinedAL.APPS, "Shortcut+7", false,
                        DecompositionView::new),
                new ViewDescriptor("cluster-simulation", "Cluster simulation", Material2OutlinedAL.INSIGHTS,
                        "Shortcut+8", false, ClusterSimulationView::new)));
    }
}
