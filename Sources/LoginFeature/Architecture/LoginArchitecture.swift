import LoginFeature

/// The six architectures the login screen is built in, each over the same model.
public enum LoginArchitecture: String, CaseIterable, Sendable {
  case mvc
  case mvp
  case mvvm
  case mvvmRx = "mvvm-rx"
  case redux
  case viper

  /// The name people use for it.
  public var title: String {
    switch self {
    case .mvc: "MVC"
    case .mvp: "MVP"
    case .mvvm: "MVVM"
    case .mvvmRx: "MVVM Input/Output"
    case .redux: "Redux"
    case .viper: "VIPER"
    }
  }

  /// One line on what it is.
  public var summary: String {
    switch self {
    case .mvc: "ビューコントローラーが状態を持ち、モデルを呼び、ビューを直接書き換える"
    case .mvp: "受け身のビューはプレゼンターの指示どおりに表示するだけ (プロトコル越し)"
    case .mvvm: "@Published の入力から CombineLatest で出力を導き、ビューがバインドする"
    case .mvvmRx: "Input のストリームを transform(input:) で Output のストリームに変える (RxSwift)"
    case .redux: "状態は一つ。アクション → 純粋な Reducer → 新しい状態、通信は Effect"
    case .viper: "View・Interactor・Presenter・Entity・Router に分け、Router が組み立てる"
    }
  }

  /// The idea in two short lines, for the top of its screen (which runs them on as one
  /// paragraph).
  public var readMe: [String] {
    switch self {
    case .mvc:
      [
        "Cocoa MVC: LoginViewController がビューの状態を持ち、モデルを直接呼んで、",
        "アウトレットを自分で書き換える。差し込む継ぎ目がないので、記録もコントローラー自身が行う。",
      ]
    case .mvp:
      [
        "MVP: ビューは出来事をプレゼンターに伝え、言われたものを表示するだけ。",
        "ビューもモデルもプロトコル越しなので、記録係をその間に差し込める。",
      ]
    case .mvvm:
      [
        "MVVM: ビューは @Published の入力に双方向バインドし、出力を読むだけ。",
        "ビューモデルはビューを知らない。出力は CombineLatest で入力から導かれる。",
      ]
    case .mvvmRx:
      [
        "MVVM Input/Output: ビューの操作を Input のストリームとして渡し、",
        "transform(input:) が返す Output を bind(to:) でビューにつなぐ。",
      ]
    case .redux:
      [
        "Redux: 状態は LoginState 一つ。ビューはアクションを送り、純粋な Reducer が",
        "新しい状態と Effect (通信の依頼) を返す。Effect の結果もアクションとして戻る。",
      ]
    case .viper:
      [
        "VIPER: Presenter がビューの出来事を Interactor (ユースケース) に頼み、",
        "結果を言葉にしてビューへ。画面の移動は Router、組み立ても Router が行う。",
      ]
    }
  }

  /// The folder of its files under `Sources/LoginFeature`.
  public var folder: String {
    switch self {
    case .mvc: "MVC"
    case .mvp: "MVP"
    case .mvvm: "MVVM"
    case .mvvmRx: "MVVMRx"
    case .redux: "Redux"
    case .viper: "VIPER"
    }
  }

  /// Its layers, each with the file that holds it (under ``folder``), in the order data
  /// goes through them from the view.
  public var layers: [(layer: String, file: String)] {
    switch self {
    case .mvc:
      [("View", "LoginView.swift"), ("Controller", "LoginViewController.swift")]
    case .mvp:
      [
        ("View", "LoginView.swift"), ("Presenter", "LoginPresenter.swift"),
        ("Recorders", "LoginTracing.swift"),
      ]
    case .mvvm:
      [
        ("View", "LoginView.swift"), ("ViewModel", "LoginViewModel.swift"),
        ("Recorders", "LoginTracing.swift"),
      ]
    case .mvvmRx:
      [
        ("View", "LoginView.swift"), ("ViewModel", "LoginViewModel.swift"),
        ("Recorders", "LoginTracing.swift"),
      ]
    case .redux:
      [
        ("View", "LoginView.swift"), ("Store", "LoginStore.swift"),
        ("Action", "LoginAction.swift"), ("Reducer", "LoginReducer.swift"),
        ("State", "LoginState.swift"), ("Effect", "LoginEffects.swift"),
      ]
    case .viper:
      [
        ("View", "LoginView.swift"), ("Presenter", "LoginPresenter.swift"),
        ("Interactor", "LoginInteractor.swift"), ("Entity", "LoginEntity.swift"),
        ("Router", "LoginRouter.swift"), ("Recorders", "LoginTracing.swift"),
      ]
    }
  }

  /// The paths of its files, from the package's root.
  public var paths: [String] { layers.map { "Sources/LoginFeature/\(folder)/\($0.file)" } }

  /// Which way data goes between the view and the logic.
  public var dataFlow: String {
    switch self {
    case .mvc: "双方向 (コントローラーがビューを直接書き換える)"
    case .mvp: "双方向 (ビュー ↔ Presenter、プロトコル越しの呼び出し)"
    case .mvvm: "双方向バインディング (入力) + 一方向 (出力)"
    case .mvvmRx: "一方向ストリーム (Input → Output)"
    case .redux: "一方向 (アクション → 状態 → ビュー)"
    case .viper: "双方向、役割で分割 (ビュー ↔ Presenter ↔ Interactor)"
    }
  }

  /// What its unit tests can check without drawing a screen.
  public var testableWithoutScreen: String {
    switch self {
    case .mvc: "ほぼなし (ビューの部品を通して確かめる)"
    case .mvp: "プレゼンターの全ロジック (偽のビューで)"
    case .mvvm: "ビューモデルの全出力"
    case .mvvmRx: "transform の全出力 (ストリームで)"
    case .redux: "Reducer の全状態遷移と Effect"
    case .viper: "Presenter・Interactor・Router を別々に"
    }
  }
}
